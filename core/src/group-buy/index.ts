/** Group-buy rooms and the awards event's votes (spec sections 4, 8, 9). */
export {
  GroupBuyRoleSchema,
  GroupBuyRoomStatusSchema,
  GroupBuyMemberSchema,
  GroupBuyRoomSchema,
  GROUP_BUY_MIN_GOAL,
  groupBuyRoomCreate,
  type GroupBuyRole,
  type GroupBuyRoomStatus,
  type GroupBuyMember,
  type GroupBuyRoom,
  type GroupBuyRoomCreate,
} from './group-buy-room.js';
export {
  GroupBuyNotificationSchema,
  GROUP_BUY_ONE_SHORT,
  groupBuyRoleOf,
  groupBuyHostId,
  groupBuyMissing,
  groupBuyRoomOneShort,
  groupBuyRoomFull,
  groupBuyRoomComplete,
  groupBuyJoin,
  groupBuyPay,
  groupBuyInvite,
  groupBuyCancel,
  groupBuyExpire,
  groupBuyNotices,
  type GroupBuyErrorCode,
  type GroupBuyNotification,
  type GroupBuyChange,
  type GroupBuyNotice,
} from './group-buy-room-rules.js';
export {
  groupBuyRoomMachine,
  groupBuyRoomStateValue,
  type GroupBuyRoomEvent,
  type GroupBuyRoomContext,
  type GroupBuyRoomInput,
} from './group-buy-room.machine.js';
export {
  VOTES_PER_CHECK_IN,
  CHECK_IN_UTC_OFFSET_MINUTES,
  voteCast,
  checkIn,
  checkInDay,
  type VoteErrorCode,
  type CheckInErrorCode,
  type CheckedIn,
} from './vote.js';
export { GROUP_BUY_ERRORS } from './group-buy-errors.js';
