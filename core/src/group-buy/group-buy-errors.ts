import type { ErrorCatalogue, ErrorMessages } from '../errors/error-catalogue.js';
import type { GroupBuyErrorCode } from './group-buy-room-rules.js';
import type { CheckInErrorCode, VoteErrorCode } from './vote.js';

// Every code the rules can return must have its messages: a missing one fails the type-check.
type Codes = GroupBuyErrorCode | VoteErrorCode | CheckInErrorCode;

/** Messages of the group-buy, vote and check-in codes; 'VOTE.OUT_OF_VOTES' is the spec's "out of votes". */
export const GROUP_BUY_ERRORS = {
  'GROUP_BUY.ROOM_CLOSED': { vi: 'Phòng mua chung này đã đóng', kr: 'This group-buy room is closed' },
  'GROUP_BUY.ROOM_FULL': { vi: 'Phòng mua chung đã đủ người', kr: 'This group-buy room is full' },
  'GROUP_BUY.ALREADY_MEMBER': { vi: 'Bạn đã ở trong phòng mua chung này', kr: 'You are already in this group-buy room' },
  'GROUP_BUY.NOT_MEMBER': { vi: 'Bạn chưa tham gia phòng mua chung này', kr: 'You have not joined this group-buy room' },
  'GROUP_BUY.ALREADY_PAID': { vi: 'Bạn đã thanh toán cho phòng này rồi', kr: 'You have already paid for this room' },
  'GROUP_BUY.HOST_ONLY': { vi: 'Chỉ chủ phòng mới có thể huỷ phòng', kr: 'Only the host can cancel the room' },
  'GROUP_BUY.INVITEE_ALREADY_MEMBER': { vi: 'Người này đã ở trong phòng', kr: 'This person is already in the room' },
  'VOTE.OUT_OF_VOTES': { vi: 'Bạn đã hết lượt bình chọn', kr: 'You are out of votes' },
  'VOTE.INVALID_COUNT': { vi: 'Số lượt bình chọn không hợp lệ', kr: 'The number of votes is not valid' },
  'CHECK_IN.ALREADY_DONE': { vi: 'Hôm nay bạn đã điểm danh rồi', kr: 'You have already checked in today' },
} as const satisfies ErrorCatalogue & Record<Codes, ErrorMessages>;
