/**
 * Every page of seller income, seller's and admin's, behind one door: their route files all
 * import this module, so the bundler makes one chunk of them (each chunk's name is in the first
 * visit's preload map, which is at its budget), as the refund desk does.
 */
export { sellerIncomeWordsReady, platformIncomeWordsReady } from './income-words';
export { SellerIncomeRoute } from './IncomePage';
export { SellerPayoutPage } from './SellerPayoutPage';
export { AdminPayoutsRoute } from '../admin-payouts/AdminPayoutsRoute';
export { PlatformIncomeRoute } from '../admin-payouts/PlatformIncomePage';
