import type { Locale } from '../locale/locale.js';
import type { NotificationType } from './notification-type.js';

/**
 * What the server fills in a notification's `title` and `content` (spec section 7 lists them as
 * the server's), in the reader's language at the time it is read: a notification stores its
 * type and a few facts (`data`), never a sentence, so a buyer who switches language reads
 * every old notification in the new one.
 */
export type NotificationData = Readonly<Record<string, string | number>>;

interface Wording {
  readonly title: string;
  readonly content: string;
}

type Texts = Readonly<Record<Locale, Wording>>;

const t = (viTitle: string, viContent: string, krTitle: string, krContent: string): Texts => ({
  vi: { title: viTitle, content: viContent },
  kr: { title: krTitle, content: krContent },
});

/** The types a notification of this server is written with; any other falls back to GENERIC. */
const BY_TYPE: Partial<Record<NotificationType, Texts>> = {
  order_created: t('Đơn hàng mới', 'Cửa hàng có đơn hàng mới {{code}} cần xác nhận.', 'New order', 'Your shop has a new order {{code}} to confirm.'),
  order_accept: t('Đơn hàng đã được xác nhận', 'Người bán đã xác nhận đơn hàng {{code}} và đang chuẩn bị hàng.', 'Order confirmed', 'The seller confirmed order {{code}} and is preparing it.'),
  order_shipped: t('Đơn hàng đang được giao', 'Đơn hàng {{code}} đã được bàn giao cho đơn vị vận chuyển.', 'Order on its way', 'Order {{code}} was handed over to the carrier.'),
  order_carrier: t('Giao hàng thành công', 'Đơn hàng {{code}} đã được giao. Hãy đánh giá sản phẩm nhé!', 'Order delivered', 'Order {{code}} was delivered. Tell others what you think of it!'),
  order_cancelled: t('Đơn hàng đã bị hủy', 'Đơn hàng {{code}} đã bị hủy.', 'Order cancelled', 'Order {{code}} was cancelled.'),
  order_cancelling: t('Yêu cầu hủy đơn', 'Người mua yêu cầu hủy đơn hàng {{code}}.', 'Cancel request', 'The buyer asked to cancel order {{code}}.'),
  invalid_order: t('Đơn hàng không hợp lệ', 'Đơn hàng {{code}} đã bị hủy vì chưa được thanh toán trong thời hạn.', 'Order not valid', 'Order {{code}} was cancelled because it was not paid in time.'),
  cash_back: t('Bạn được hoàn tiền', 'Đơn hàng {{code}} đã giao thành công: bạn được hoàn {{amount}} từ mã hoàn tiền.', 'Cash back', 'Order {{code}} was delivered: you get {{amount}} back from its cash-back voucher.'),
  order_remind_feedback: t('Bạn thấy đơn hàng thế nào?', 'Đơn hàng {{code}} đã đến tay bạn vài ngày. Hãy đánh giá sản phẩm để giúp người mua khác nhé!', 'How was your order?', 'Order {{code}} reached you a few days ago. Review its products to help other buyers!'),
  refund_requested: t('Đã gửi yêu cầu trả hàng', 'Yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}} đã được gửi đến shop.', 'Return request sent', 'Your return/refund request for order {{code}} was sent to the shop.'),
  refund_completed: t('Hoàn tiền thành công', 'Tiền của đơn hàng {{code}} đã được hoàn lại.', 'Refund done', 'The money for order {{code}} was refunded.'),
  refund_cancelled: t('Yêu cầu trả hàng đã được rút lại', 'Người mua đã rút lại yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}.', 'Return request withdrawn', 'The buyer withdrew the return/refund request of order {{code}}.'),
  refund_shop_approved: t('Shop đồng ý trả hàng', 'Shop đã đồng ý yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}. Modavi sẽ xem xét và báo bạn.', 'Shop agreed to the return', 'The shop agreed to the return/refund of order {{code}}. Modavi will review it and tell you.'),
  refund_shop_rejected: t('Shop từ chối trả hàng', 'Shop đã từ chối yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}. Modavi sẽ xem xét lại.', 'Shop refused the return', 'The shop refused the return/refund of order {{code}}. Modavi will review it.'),
  refund_admin_approved: t('Yêu cầu trả hàng được duyệt', 'Modavi đã duyệt yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}. Hãy gửi hàng về cho shop.', 'Return approved', 'Modavi approved the return/refund of order {{code}}. Please send the goods back to the shop.'),
  refund_admin_rejected: t('Yêu cầu trả hàng bị từ chối', 'Modavi đã từ chối yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}.', 'Return refused', 'Modavi refused the return/refund of order {{code}}.'),
  refund_shop_received: t('Shop đã nhận hàng trả', 'Shop đã nhận hàng trả của đơn hàng {{code}}. Tiền sẽ được hoàn sớm.', 'Shop received the return', 'The shop received the goods of order {{code}}. The money will be refunded soon.'),
  shop_approved: t('Cửa hàng đã được duyệt', 'Cửa hàng {{shop}} đã được duyệt. Bắt đầu đăng bán sản phẩm trong Kênh người bán nhé!', 'Shop approved', 'Your shop {{shop}} was approved. Start listing products in the seller centre!'),
  shop_rejected: t('Đăng ký cửa hàng chưa được duyệt', 'Đăng ký cửa hàng {{shop}} chưa được duyệt: {{reason}}', 'Shop registration not approved', 'The registration of your shop {{shop}} was not approved: {{reason}}'),
  payment_paid_ewallet: t('Thanh toán thành công', 'Modavi đã nhận thanh toán qua ví MoMo cho đơn hàng {{code}}. Đơn hàng đã được gửi đến người bán.', 'Payment received', 'Modavi received your MoMo payment for order {{code}}. The order went to the seller.'),
  payment_paid_card: t('Thanh toán thành công', 'Modavi đã nhận thanh toán bằng thẻ qua VNPay cho đơn hàng {{code}}. Đơn hàng đã được gửi đến người bán.', 'Payment received', 'Modavi received your card payment through VNPay for order {{code}}. The order went to the seller.'),
  payment_paid_card_onepay: t('Thanh toán thành công', 'Modavi đã nhận thanh toán qua OnePay cho đơn hàng {{code}}. Đơn hàng đã được gửi đến người bán.', 'Payment received', 'Modavi received your payment through OnePay for order {{code}}. The order went to the seller.'),
  payout_paid: t('Đã thanh toán cho shop', 'Khoản thanh toán {{amount}} đã được chuyển vào tài khoản ngân hàng của shop (mã giao dịch {{reference}}).', 'Payout paid', 'A payout of {{amount}} was transferred to your shop’s bank account (reference {{reference}}).'),
  payout_failed: t('Thanh toán cho shop thất bại', 'Khoản thanh toán {{amount}} chưa chuyển được: {{reason}}. Số tiền đã được trả lại số dư của shop.', 'Payout failed', 'A payout of {{amount}} could not be transferred: {{reason}}. The money is back in your shop’s balance.'),
  group_buy: t('Mua chung', 'Phòng mua chung {{product}} có cập nhật mới.', 'Group buy', 'Your group buy room for {{product}} has news.'),
};

/**
 * A refund's step as the seller reads it (`side: 'seller'` among the facts): the same event, told
 * about the shop's order rather than the buyer's request.
 */
const SELLER_REFUND_TEXTS: Partial<Record<NotificationType, Texts>> = {
  order_carrier: t('Giao hàng thành công', 'Đơn hàng {{code}} đã được giao đến người mua.', 'Order delivered', 'Order {{code}} was delivered to the buyer.'),
  refund_requested: t('Yêu cầu trả hàng/hoàn tiền', 'Đơn hàng {{code}} có yêu cầu trả hàng/hoàn tiền mới.', 'Return/refund request', 'Order {{code}} has a new return/refund request.'),
  refund_admin_approved: t('Modavi duyệt trả hàng', 'Modavi đã duyệt yêu cầu trả hàng của đơn hàng {{code}}. Người mua sẽ gửi hàng về shop.', 'Return approved by Modavi', 'Modavi approved the return of order {{code}}. The buyer will send the goods back to your shop.'),
  refund_admin_rejected: t('Modavi từ chối trả hàng', 'Modavi đã từ chối yêu cầu trả hàng của đơn hàng {{code}}. Đơn hàng giữ nguyên.', 'Return refused by Modavi', 'Modavi refused the return of order {{code}}. The order stands.'),
  refund_completed: t('Đã hoàn tiền cho người mua', 'Modavi đã hoàn tiền cho người mua của đơn hàng {{code}}.', 'Buyer refunded', 'Modavi refunded the buyer of order {{code}}.'),
};

/** Community interactions (`community_interaction`), by the `event` fact; `name` is the actor as others see them. */
const COMMUNITY_TEXTS: Readonly<Record<string, Texts>> = {
  like: t('Cộng đồng', '{{name}} đã thích bài viết của bạn.', 'Community', '{{name}} liked your post.'),
  comment: t('Cộng đồng', '{{name}} đã bình luận về bài viết của bạn.', 'Community', '{{name}} commented on your post.'),
  reply: t('Cộng đồng', '{{name}} đã trả lời bình luận của bạn.', 'Community', '{{name}} replied to your comment.'),
  mention: t('Cộng đồng', '{{name}} đã nhắc đến bạn trong một bình luận.', 'Community', '{{name}} mentioned you in a comment.'),
  follow: t('Người theo dõi mới', '{{name}} đã bắt đầu theo dõi bạn.', 'New follower', '{{name}} started following you.'),
};

/** Group-buy room events (spec section 4), the `event` fact of a `group_buy` notification. */
const GROUP_BUY_TEXTS: Readonly<Record<string, Texts>> = {
  created: t('Phòng mua chung đã mở', 'Bạn đã mở phòng mua chung {{product}}. Mời bạn bè để đủ người nhé!', 'Group buy room opened', 'You opened a group buy room for {{product}}. Invite friends to fill it!'),
  joined: t('Có người tham gia', 'Một thành viên mới đã tham gia phòng mua chung {{product}}.', 'Someone joined', 'A new member joined the group buy room for {{product}}.'),
  need_invite: t('Mời thêm bạn bè', 'Phòng mua chung {{product}} còn thiếu người. Mời bạn bè tham gia nhé!', 'Invite more friends', 'The group buy room for {{product}} still needs people. Invite your friends!'),
  host_paid: t('Chủ phòng đã thanh toán', 'Chủ phòng mua chung {{product}} đã thanh toán.', 'Host paid', 'The host of the group buy room for {{product}} has paid.'),
  missing_one: t('Chỉ còn thiếu 1 người', 'Phòng mua chung {{product}} chỉ còn thiếu 1 người nữa!', 'Just one more person', 'The group buy room for {{product}} needs just one more person!'),
  cancelled: t('Phòng mua chung đã đóng', 'Phòng mua chung {{product}} đã bị hủy. Khoản đã thanh toán sẽ được hoàn lại.', 'Group buy room closed', 'The group buy room for {{product}} was cancelled. Any payment will be refunded.'),
  member_paid: t('Thành viên đã thanh toán', 'Một thành viên phòng mua chung {{product}} đã thanh toán.', 'Member paid', 'A member of the group buy room for {{product}} has paid.'),
  invited: t('Lời mời mua chung', 'Bạn được mời tham gia phòng mua chung {{product}}.', 'Group buy invitation', 'You were invited to join a group buy room for {{product}}.'),
  completed: t('Mua chung thành công', 'Phòng mua chung {{product}} đã đủ người và thanh toán. Đơn hàng sẽ được giao sớm!', 'Group buy complete', 'The group buy room for {{product}} is full and paid. Your order is on its way soon!'),
};

/**
 * A refund whose `cause` fact names why it happened: a payment the gateway took after its order
 * was cancelled (issue 24) is refunded at once, and the buyer is told why.
 */
const REFUND_CAUSE_TEXTS: Readonly<Record<string, Texts>> = {
  late_payment: t(
    'Đã hoàn tiền thanh toán',
    'Đơn hàng {{code}} đã bị hủy trước khi cổng thanh toán xác nhận khoản thanh toán của bạn. Khoản tiền này đã được hoàn lại.',
    'Payment refunded',
    'Order {{code}} was cancelled before the payment gateway confirmed your payment. The money has been refunded.',
  ),
};

const GENERIC = t('Thông báo', 'Bạn có một thông báo mới.', 'Notification', 'You have a new notification.');

/** Fills `{{name}}` from the facts; a missing fact leaves nothing behind. */
const fill = (template: string, data: NotificationData): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (Object.hasOwn(data, name) ? String(data[name]) : '')).replace(/\s{2,}/g, ' ').trim();

/** The texts of a type, refined by its facts (event, cause, side); undefined for a type this build does not word. */
function textsOf(type: string, data: NotificationData): Texts | undefined {
  // Own keys only: a type or event named like Object's members ("toString") is unknown, not a crash.
  const event = String(data.event ?? '');
  const cause = String(data.cause ?? '');
  if (type === 'group_buy') return Object.hasOwn(GROUP_BUY_TEXTS, event) ? GROUP_BUY_TEXTS[event] : BY_TYPE.group_buy;
  if (type === 'community_interaction') return Object.hasOwn(COMMUNITY_TEXTS, event) ? COMMUNITY_TEXTS[event] : undefined;
  if (type === 'refund_completed' && Object.hasOwn(REFUND_CAUSE_TEXTS, cause)) return REFUND_CAUSE_TEXTS[cause];
  if (data.side === 'seller' && Object.hasOwn(SELLER_REFUND_TEXTS, type)) return SELLER_REFUND_TEXTS[type as NotificationType];
  return Object.hasOwn(BY_TYPE, type) ? BY_TYPE[type as NotificationType] : undefined;
}

/** A notification's title and content in `locale`, from its type and facts. */
export function notificationText(type: string, data: NotificationData, locale: Locale): Wording {
  const wording = (textsOf(type, data) ?? GENERIC)[locale];
  return { title: fill(wording.title, data), content: fill(wording.content, data) };
}

