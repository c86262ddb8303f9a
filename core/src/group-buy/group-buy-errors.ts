import type { ErrorCatalogue, ErrorMessages } from '../errors/error-catalogue.js';
import type { GroupBuyErrorCode } from './group-buy-room-rules.js';
import type { CheckInErrorCode, VoteErrorCode } from './vote.js';
import type { GroupBuyFlowErrorCode } from './group-buy-flow-errors.js';

// Every code the rules can return must have its messages: a missing one fails the type-check.
type Codes = GroupBuyErrorCode | GroupBuyFlowErrorCode | VoteErrorCode | CheckInErrorCode;

/** Messages of the group-buy, vote and check-in codes; 'VOTE.OUT_OF_VOTES' is the spec's "out of votes". */
export const GROUP_BUY_ERRORS = {
  'GROUP_BUY.ROOM_CLOSED': { vi: 'Phòng mua chung này đã đóng', kr: 'This group-buy room is closed' },
  'GROUP_BUY.ROOM_FULL': { vi: 'Phòng mua chung đã đủ người', kr: 'This group-buy room is full' },
  'GROUP_BUY.ALREADY_MEMBER': { vi: 'Bạn đã ở trong phòng mua chung này', kr: 'You are already in this group-buy room' },
  'GROUP_BUY.NOT_MEMBER': { vi: 'Bạn chưa tham gia phòng mua chung này', kr: 'You have not joined this group-buy room' },
  'GROUP_BUY.ALREADY_PAID': { vi: 'Bạn đã thanh toán cho phòng này rồi', kr: 'You have already paid for this room' },
  'GROUP_BUY.HOST_ONLY': { vi: 'Chỉ chủ phòng mới có thể huỷ phòng', kr: 'Only the host can cancel the room' },
  'GROUP_BUY.INVITEE_ALREADY_MEMBER': { vi: 'Người này đã ở trong phòng', kr: 'This person is already in the room' },
  'GROUP_BUY.PRICE_REQUIRED': { vi: 'Vui lòng nhập giá mua chung', kr: 'Please enter the group price' },
  'GROUP_BUY.PRICE_INVALID': {
    vi: 'Giá mua chung phải lớn hơn 0 và thấp hơn giá bán ({{max}})',
    kr: 'The group price must be above 0 and below the sale price ({{max}})',
  },
  'GROUP_BUY.GOAL_INVALID': { vi: 'Số người mua chung từ {{min}} đến {{max}}', kr: 'The group size is {{min}} to {{max}} people' },
  'GROUP_BUY.DURATION_INVALID': { vi: 'Thời gian mở phòng từ {{min}} đến {{max}} giờ', kr: 'A room lasts {{min}} to {{max}} hours' },
  'GROUP_BUY.PERIOD_INVALID': {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu và sau hiện tại',
    kr: 'The end must come after the start and after now',
  },
  'GROUP_BUY.NOT_FOUND': { vi: 'Không tìm thấy phòng mua chung', kr: 'Group-buy room not found' },
  'GROUP_BUY.OFFER_NOT_ACTIVE': { vi: 'Sản phẩm này hiện không có mua chung', kr: 'This product has no group-buy right now' },
  'GROUP_BUY.ROOM_OPEN': {
    vi: 'Phòng mua chung chưa đủ người: chưa thể xác nhận đơn này',
    kr: 'The group-buy room is not complete yet: this order cannot be confirmed',
  },
  'GROUP_BUY.ORDER_INVALID': {
    vi: 'Đơn mua chung chỉ gồm 1 sản phẩm của phòng, không kèm mã giảm giá',
    kr: 'A group-buy order holds one unit of the room’s product and no voucher',
  },
  'GROUP_BUY.ORDER_EXISTS': { vi: 'Bạn đã đặt đơn cho phòng này', kr: 'You have already placed an order for this room' },
  'GROUP_BUY.INVITEE_NOT_FOUND': { vi: 'Không tìm thấy tài khoản với thông tin này', kr: 'No account has this phone or email' },
  'GROUP_BUY.OWN_PRODUCT': { vi: 'Bạn không thể mua chung sản phẩm của cửa hàng mình', kr: 'You cannot group-buy your own shop’s product' },
  'VOTE.OUT_OF_VOTES': { vi: 'Bạn đã hết lượt bình chọn', kr: 'You are out of votes' },
  'VOTE.INVALID_COUNT': { vi: 'Số lượt bình chọn không hợp lệ', kr: 'The number of votes is not valid' },
  'CHECK_IN.ALREADY_DONE': { vi: 'Hôm nay bạn đã điểm danh rồi', kr: 'You have already checked in today' },
} as const satisfies ErrorCatalogue & Record<Codes, ErrorMessages>;
