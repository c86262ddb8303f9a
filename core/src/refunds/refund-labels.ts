import type { ErrorMessages } from '../errors/error-catalogue.js';
import type { RefundStatus } from './refund-status.js';

/** The seller's labels for a refund (spec section 4), one per status. */
export const REFUND_SELLER_LABELS = [
  'need_handling',
  'awaiting_admin_review',
  'awaiting_return',
  'money_transferring',
  'refunded',
  'buyer_cancelled',
  'rejected',
  'closed',
] as const;
export type RefundSellerLabel = (typeof REFUND_SELLER_LABELS)[number];

/** The progress steps the seller's refund detail shows (the spec's second label set). */
export const REFUND_SELLER_STEPS = ['pending_processing', 'pending_approval', 'received', 'refund_done'] as const;
export type RefundSellerStep = (typeof REFUND_SELLER_STEPS)[number];

/**
 * The spec's eight seller labels map one to one onto the eight statuses once the steps run
 * shop decision -> admin review -> return -> receipt -> payment: the shop's approval awaits the
 * admin, the admin's approval awaits the goods, the goods received await the money. A shop
 * rejection reads "rejected" and the admin's final no "closed".
 */
const LABEL_OF: Readonly<Record<RefundStatus, RefundSellerLabel>> = {
  requested: 'need_handling',
  shop_approved: 'awaiting_admin_review',
  admin_approved: 'awaiting_return',
  shop_received: 'money_transferring',
  admin_completed: 'refunded',
  buyer_cancelled: 'buyer_cancelled',
  shop_rejected: 'rejected',
  admin_rejected: 'closed',
};

/** The label code the seller sees for a refund in this status. */
export const refundSellerLabel = (status: RefundStatus): RefundSellerLabel => LABEL_OF[status];

const STEP_OF: Readonly<Record<RefundStatus, RefundSellerStep | null>> = {
  requested: 'pending_processing',
  shop_approved: 'pending_approval',
  shop_rejected: 'pending_approval',
  admin_approved: 'pending_approval',
  shop_received: 'received',
  admin_completed: 'refund_done',
  buyer_cancelled: null,
  admin_rejected: null,
};

/** The progress step reached, or null for a refund that closed without paying (no progress to show). */
export const refundSellerStep = (status: RefundStatus): RefundSellerStep | null => STEP_OF[status];

/** Words for every label and step code, in both locales (kr carries English). */
export const REFUND_SELLER_LABEL_MESSAGES = {
  need_handling: { vi: 'Cần xử lý', kr: 'Need handling' },
  awaiting_admin_review: { vi: 'Chờ quản trị viên xét duyệt', kr: 'Awaiting admin review' },
  awaiting_return: { vi: 'Chờ trả hàng', kr: 'Awaiting return' },
  money_transferring: { vi: 'Đang chuyển tiền', kr: 'Money transferring' },
  refunded: { vi: 'Đã hoàn tiền', kr: 'Refunded' },
  buyer_cancelled: { vi: 'Người mua đã huỷ', kr: 'Buyer cancelled' },
  rejected: { vi: 'Đã từ chối', kr: 'Rejected' },
  closed: { vi: 'Đã đóng', kr: 'Closed' },
  pending_processing: { vi: 'Chờ xử lý', kr: 'Pending processing' },
  pending_approval: { vi: 'Chờ duyệt', kr: 'Pending approval' },
  received: { vi: 'Đã nhận hàng', kr: 'Received' },
  refund_done: { vi: 'Hoàn tiền thành công', kr: 'Refund done' },
} as const satisfies Readonly<Record<RefundSellerLabel | RefundSellerStep, ErrorMessages>>;
