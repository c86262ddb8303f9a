import * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result.js';
import type { GroupBuyRole, GroupBuyRoom } from './group-buy-room.js';

/** Why a room change is refused; each code has messages in GROUP_BUY_ERRORS. */
export type GroupBuyErrorCode =
  | 'GROUP_BUY.ROOM_CLOSED'
  | 'GROUP_BUY.ROOM_FULL'
  | 'GROUP_BUY.ALREADY_MEMBER'
  | 'GROUP_BUY.NOT_MEMBER'
  | 'GROUP_BUY.ALREADY_PAID'
  | 'GROUP_BUY.HOST_ONLY'
  | 'GROUP_BUY.INVITEE_ALREADY_MEMBER';

/** Spec section 4: the room notifications. */
export const GroupBuyNotificationSchema = z.enum([
  'created',
  'joined',
  'need_invite',
  'host_paid',
  'missing_one',
  'cancelled',
  'member_paid',
  'invited',
  // Ours (the spec lists the eight above): the last payment completes the room, the news every member waits for.
  'completed',
]);
export type GroupBuyNotification = z.infer<typeof GroupBuyNotificationSchema>;

/**
 * The spec's "missing 1 percent" notification. We read it as "one member short": the room
 * is one person away from its goal, the moment worth a last nudge to invite someone. A
 * literal 1 % would need a goal of 100 people before it could ever fire.
 */
export const GROUP_BUY_ONE_SHORT = 1;

/** The role of a user in a room, or null for an outsider. */
export const groupBuyRoleOf = (room: GroupBuyRoom, userId: string): GroupBuyRole | null =>
  room.members.find((member) => member.user_id === userId)?.role ?? null;

/** The host's user id (the room is created with one). */
export const groupBuyHostId = (room: GroupBuyRoom): string | null =>
  room.members.find((member) => member.role === 'host')?.user_id ?? null;

/** How many more people the room needs. */
export const groupBuyMissing = (room: GroupBuyRoom): number => Math.max(0, room.goal - room.members.length);

/** One person short of the goal: the "missing 1" notification's moment (GROUP_BUY_ONE_SHORT). */
export const groupBuyRoomOneShort = (room: GroupBuyRoom): boolean => groupBuyMissing(room) === GROUP_BUY_ONE_SHORT;

/** The goal is reached: nobody else can join. */
export const groupBuyRoomFull = (room: GroupBuyRoom): boolean => groupBuyMissing(room) === 0;

/** The room completes when it is full and every member (host included) has paid. */
export const groupBuyRoomComplete = (room: GroupBuyRoom): boolean =>
  groupBuyRoomFull(room) && room.members.every((member) => member.paid);

/** A user joins as a member (and leaves the invited list). */
export function groupBuyJoin(room: GroupBuyRoom, userId: string, now: number): Result<GroupBuyRoom, GroupBuyErrorCode> {
  if (room.status !== 'open') return err('GROUP_BUY.ROOM_CLOSED');
  if (groupBuyRoleOf(room, userId) !== null) return err('GROUP_BUY.ALREADY_MEMBER');
  if (groupBuyRoomFull(room)) return err('GROUP_BUY.ROOM_FULL');
  return ok({
    ...room,
    members: [...room.members, { user_id: userId, role: 'member', paid: false, joined_at: now }],
    invited: room.invited.filter((id) => id !== userId),
  });
}

/** A member (or the host) pays their share. */
export function groupBuyPay(room: GroupBuyRoom, userId: string): Result<GroupBuyRoom, GroupBuyErrorCode> {
  if (room.status !== 'open') return err('GROUP_BUY.ROOM_CLOSED');
  const member = room.members.find((m) => m.user_id === userId);
  if (member === undefined) return err('GROUP_BUY.NOT_MEMBER');
  if (member.paid) return err('GROUP_BUY.ALREADY_PAID');
  const paid = room.members.map((m) => (m.user_id === userId ? { ...m, paid: true } : m));
  return ok({ ...room, members: paid, status: groupBuyRoomComplete({ ...room, members: paid }) ? 'completed' : 'open' });
}

/**
 * Anyone in the room may invite an outsider while places are left. `inviteeId` null: no
 * account has the phone or email typed; the same checks answer, so an invitation cannot tell
 * whether an account exists (issue 24).
 */
export function groupBuyInvite(room: GroupBuyRoom, byUserId: string, inviteeId: string | null): Result<GroupBuyRoom, GroupBuyErrorCode> {
  if (room.status !== 'open') return err('GROUP_BUY.ROOM_CLOSED');
  if (groupBuyRoleOf(room, byUserId) === null) return err('GROUP_BUY.NOT_MEMBER');
  if (inviteeId !== null && groupBuyRoleOf(room, inviteeId) !== null) return err('GROUP_BUY.INVITEE_ALREADY_MEMBER');
  if (groupBuyRoomFull(room)) return err('GROUP_BUY.ROOM_FULL');
  // No account has the contact: the room stays as it is, and the inviter is answered as if it had one.
  if (inviteeId === null) return ok(room);
  return ok(room.invited.includes(inviteeId) ? room : { ...room, invited: [...room.invited, inviteeId] });
}

/** Only the host cancels an open room. */
export function groupBuyCancel(room: GroupBuyRoom, byUserId: string): Result<GroupBuyRoom, GroupBuyErrorCode> {
  if (room.status !== 'open') return err('GROUP_BUY.ROOM_CLOSED');
  if (groupBuyRoleOf(room, byUserId) !== 'host') return err('GROUP_BUY.HOST_ONLY');
  return ok({ ...room, status: 'cancelled' });
}

/** The system closes an open room that ran out of time; a finished room stays as it is. */
export const groupBuyExpire = (room: GroupBuyRoom): GroupBuyRoom =>
  room.status === 'open' ? { ...room, status: 'cancelled' } : room;

/** What happened to a room, for its notifications. */
export type GroupBuyChange =
  | { readonly kind: 'created' }
  | { readonly kind: 'joined'; readonly userId: string }
  | { readonly kind: 'paid'; readonly userId: string }
  | { readonly kind: 'invited'; readonly inviteeId: string }
  | { readonly kind: 'cancelled' };

/** A notification to send and the user it is about (null: the whole room). */
export interface GroupBuyNotice {
  readonly notification: GroupBuyNotification;
  readonly userId: string | null;
}

/**
 * The notifications a change produces, given the room after it. A join one person short of
 * the goal adds 'missing_one'; a host payment while places are left adds 'need_invite'
 * (the host is reminded to invite); the payment that completes the room adds 'completed'.
 */
export function groupBuyNotices(after: GroupBuyRoom, change: GroupBuyChange): GroupBuyNotice[] {
  switch (change.kind) {
    case 'created':
      return [{ notification: 'created', userId: groupBuyHostId(after) }];
    case 'joined':
      return [
        { notification: 'joined', userId: change.userId },
        ...(groupBuyRoomOneShort(after) ? [{ notification: 'missing_one' as const, userId: null }] : []),
      ];
    case 'paid': {
      const completed = after.status === 'completed' ? [{ notification: 'completed' as const, userId: null }] : [];
      if (groupBuyRoleOf(after, change.userId) !== 'host') return [{ notification: 'member_paid', userId: change.userId }, ...completed];
      return [
        { notification: 'host_paid', userId: change.userId },
        ...(groupBuyMissing(after) > 0 ? [{ notification: 'need_invite' as const, userId: change.userId }] : []),
        ...completed,
      ];
    }
    case 'invited':
      return [{ notification: 'invited', userId: change.inviteeId }];
    case 'cancelled':
      return [{ notification: 'cancelled', userId: null }];
  }
}
