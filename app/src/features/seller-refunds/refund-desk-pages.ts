/**
 * Every page of the refund desk, seller's and admin's, behind one door: their route files all
 * import this module, so the bundler makes one chunk of them instead of a chunk per set of
 * pages sharing a module. Each chunk's name is listed in the first visit's preload map, which
 * is at its budget; the desk's pages are small, so a seller also loading the admin's two is cheap.
 */
export { refundDeskWordsReady } from './refund-desk-words';
export { SellerRefundsRoute } from './SellerRefundsRoute';
export { RefundDetailPage } from './RefundDetailPage';
export { AdminRefundQueueRoute } from '../admin-refunds/AdminRefundQueueRoute';
