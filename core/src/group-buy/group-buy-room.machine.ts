import { assign, setup } from 'xstate';
import type { Result } from '../shared/result.js';
import type { GroupBuyRoom } from './group-buy-room.js';
import {
  groupBuyCancel,
  groupBuyExpire,
  groupBuyInvite,
  groupBuyJoin,
  groupBuyNotices,
  groupBuyPay,
  groupBuyRoomComplete,
  groupBuyRoomFull,
  type GroupBuyErrorCode,
  type GroupBuyNotice,
} from './group-buy-room-rules.js';

/** Who does what: `userId` is the acting user; the room decides their role (host, member, outsider). */
export type GroupBuyRoomEvent =
  | { readonly type: 'groupBuy.join'; readonly userId: string; readonly at: number }
  | { readonly type: 'groupBuy.pay'; readonly userId: string }
  | { readonly type: 'groupBuy.invite'; readonly userId: string; readonly inviteeId: string }
  | { readonly type: 'groupBuy.cancel'; readonly userId: string }
  /** The system closes a room that ran out of time. */
  | { readonly type: 'groupBuy.expire' };

export interface GroupBuyRoomContext {
  readonly room: GroupBuyRoom;
  /** Why the last refused event was refused, for the app to show; null after an accepted one. */
  readonly refusal: GroupBuyErrorCode | null;
}

export interface GroupBuyRoomInput {
  readonly room: GroupBuyRoom;
}

type RoomChange = Result<GroupBuyRoom, GroupBuyErrorCode>;

const joinOf = (room: GroupBuyRoom, event: { userId: string; at: number }): RoomChange =>
  groupBuyJoin(room, event.userId, event.at);
const payOf = (room: GroupBuyRoom, event: { userId: string }): RoomChange => groupBuyPay(room, event.userId);
const inviteOf = (room: GroupBuyRoom, event: { userId: string; inviteeId: string }): RoomChange =>
  groupBuyInvite(room, event.userId, event.inviteeId);
const cancelOf = (room: GroupBuyRoom, event: { userId: string }): RoomChange => groupBuyCancel(room, event.userId);

/** The state a stored room resumes in: `createActor(groupBuyRoomMachine, { snapshot: groupBuyRoomMachine.resolveState({ value, context }) })`. */
export function groupBuyRoomStateValue(room: GroupBuyRoom): 'completed' | 'cancelled' | { open: 'gathering' | 'full' } {
  if (room.status === 'completed' || room.status === 'cancelled') return room.status;
  return { open: groupBuyRoomFull(room) ? 'full' : 'gathering' };
}

/**
 * A group-buy room (spec section 4): open while people gather (`gathering`) and, once the
 * goal is reached, while they pay (`full`); completed when every member has paid; cancelled
 * by its host or by expiry. Every accepted change sends the room notifications of
 * `groupBuyNotices` (computed on the room after the change) through the `groupBuyNotify` placeholder; a refused one records its code.
 */
export const groupBuyRoomMachine = setup({
  types: {
    context: {} as GroupBuyRoomContext,
    events: {} as GroupBuyRoomEvent,
    input: {} as GroupBuyRoomInput,
  },
  guards: {
    accepted: (_, params: { readonly change: RoomChange }) => params.change.ok,
    roomFull: ({ context }) => groupBuyRoomFull(context.room),
    roomComplete: ({ context }) => groupBuyRoomComplete(context.room),
  },
  actions: {
    roomApply: assign(({ context }, params: { readonly change: RoomChange }) => ({
      room: params.change.ok ? params.change.value : context.room,
      refusal: null,
    })),
    roomExpire: assign(({ context }) => ({ room: groupBuyExpire(context.room), refusal: null })),
    refusalNote: assign((_, params: { readonly change: RoomChange }) => ({
      refusal: params.change.ok ? null : params.change.error,
    })),
    /**
     * Placeholder: deliver the room notifications of a change (the server picks the
     * recipients). Its params are resolved after the assigns before it, so they see the room
     * after the change.
     */
    groupBuyNotify: (_, _params: { readonly notices: readonly GroupBuyNotice[] }) => undefined,
  },
}).createMachine({
  id: 'groupBuyRoom',
  context: ({ input }) => ({ room: input.room, refusal: null }),
  // Runs only when a room starts here; a room resumed with resolveState does not announce itself again.
  entry: { type: 'groupBuyNotify', params: ({ context }) => ({ notices: groupBuyNotices(context.room, { kind: 'created' }) }) },
  initial: 'open',
  states: {
    open: {
      initial: 'gathering',
      always: { guard: 'roomComplete', target: 'completed' },
      on: {
        'groupBuy.join': [
          {
            guard: { type: 'accepted', params: ({ context, event }) => ({ change: joinOf(context.room, event) }) },
            actions: [
              { type: 'roomApply', params: ({ context, event }) => ({ change: joinOf(context.room, event) }) },
              {
                type: 'groupBuyNotify',
                params: ({ context, event }) => ({
                  notices: groupBuyNotices(context.room, { kind: 'joined', userId: event.userId }),
                }),
              },
            ],
          },
          { actions: { type: 'refusalNote', params: ({ context, event }) => ({ change: joinOf(context.room, event) }) } },
        ],
        'groupBuy.pay': [
          {
            guard: { type: 'accepted', params: ({ context, event }) => ({ change: payOf(context.room, event) }) },
            actions: [
              { type: 'roomApply', params: ({ context, event }) => ({ change: payOf(context.room, event) }) },
              {
                type: 'groupBuyNotify',
                params: ({ context, event }) => ({
                  notices: groupBuyNotices(context.room, { kind: 'paid', userId: event.userId }),
                }),
              },
            ],
          },
          { actions: { type: 'refusalNote', params: ({ context, event }) => ({ change: payOf(context.room, event) }) } },
        ],
        'groupBuy.invite': [
          {
            guard: { type: 'accepted', params: ({ context, event }) => ({ change: inviteOf(context.room, event) }) },
            actions: [
              { type: 'roomApply', params: ({ context, event }) => ({ change: inviteOf(context.room, event) }) },
              {
                type: 'groupBuyNotify',
                params: ({ context, event }) => ({
                  notices: groupBuyNotices(context.room, { kind: 'invited', inviteeId: event.inviteeId }),
                }),
              },
            ],
          },
          { actions: { type: 'refusalNote', params: ({ context, event }) => ({ change: inviteOf(context.room, event) }) } },
        ],
        'groupBuy.cancel': [
          {
            guard: { type: 'accepted', params: ({ context, event }) => ({ change: cancelOf(context.room, event) }) },
            target: 'cancelled',
            actions: { type: 'roomApply', params: ({ context, event }) => ({ change: cancelOf(context.room, event) }) },
          },
          { actions: { type: 'refusalNote', params: ({ context, event }) => ({ change: cancelOf(context.room, event) }) } },
        ],
        'groupBuy.expire': { target: 'cancelled', actions: 'roomExpire' },
      },
      states: {
        gathering: {
          always: { guard: 'roomFull', target: 'full' },
        },
        /** The goal is reached; the room waits for the remaining payments. */
        full: {},
      },
    },
    completed: { type: 'final' },
    cancelled: {
      type: 'final',
      entry: {
        type: 'groupBuyNotify',
        params: ({ context }) => ({ notices: groupBuyNotices(context.room, { kind: 'cancelled' }) }),
      },
    },
  },
});
