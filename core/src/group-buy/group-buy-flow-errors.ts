/** Codes of the group-buy's set-up and its rooms' journey (beyond the room rules' own), with messages in GROUP_BUY_ERRORS. */
export type GroupBuyFlowErrorCode =
  | 'GROUP_BUY.PRICE_REQUIRED'
  | 'GROUP_BUY.PRICE_INVALID'
  | 'GROUP_BUY.GOAL_INVALID'
  | 'GROUP_BUY.DURATION_INVALID'
  | 'GROUP_BUY.PERIOD_INVALID'
  | 'GROUP_BUY.NOT_FOUND'
  | 'GROUP_BUY.OFFER_NOT_ACTIVE'
  | 'GROUP_BUY.ROOM_OPEN'
  | 'GROUP_BUY.ORDER_INVALID'
  | 'GROUP_BUY.ORDER_EXISTS'
  | 'GROUP_BUY.INVITEE_NOT_FOUND'
  | 'GROUP_BUY.OWN_PRODUCT';
