import { groupBuyHostId, type GroupBuyNotice, type GroupBuyRoom } from '@modavi/core';
import type { Db } from '../db/db.js';

/** One room notice for one account: what the notifications store is given. */
export interface GroupBuyMessage {
  readonly userId: string;
  readonly notice: GroupBuyNotice;
  readonly room: GroupBuyRoom;
}

/**
 * Who hears of a notice: the invitee of 'invited', the host of 'created' and 'need_invite'
 * (the reminder is theirs), every member of the others ('joined', 'missing_one', the
 * payments, 'cancelled').
 */
export function groupBuyRecipients(room: GroupBuyRoom, notice: GroupBuyNotice): string[] {
  if (notice.notification === 'invited') return notice.userId ? [notice.userId] : [];
  if (notice.notification === 'created' || notice.notification === 'need_invite') {
    const host = groupBuyHostId(room);
    return host ? [host] : [];
  }
  return room.members.map((member) => member.user_id);
}

/** Sends one message (the only place that knows where room notices go). */
async function groupBuySend(_db: Db, _message: GroupBuyMessage): Promise<void> {
  // Until the notifications store lands on main, nothing is written.
}

/** Sends a change's notices (core's groupBuyNotices) to their recipients, inside the change's transaction. */
export async function groupBuyNotify(db: Db, room: GroupBuyRoom, notices: readonly GroupBuyNotice[]): Promise<void> {
  for (const notice of notices) {
    for (const userId of groupBuyRecipients(room, notice)) await groupBuySend(db, { userId, notice, room });
  }
}
