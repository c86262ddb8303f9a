import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GROUP_BUY_ONE_SHORT,
  groupBuyCancel,
  groupBuyExpire,
  groupBuyInvite,
  groupBuyJoin,
  groupBuyMissing,
  groupBuyNotices,
  groupBuyPay,
  groupBuyRoleOf,
  groupBuyRoomComplete,
  groupBuyRoomOneShort,
} from './group-buy-room-rules.js';
import { GROUP_BUY_ERRORS } from './group-buy-errors.js';
import type { GroupBuyRoom } from './group-buy-room.js';
import { GROUP_BUY_T0, groupBuyRoomArb, makeGroupBuyMember, makeGroupBuyRoom } from '../testing/group-buy-factories.js';

const value = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected ok, got ${String(result.error)}`);
  return result.value;
};
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

describe('roles and counts', () => {
  it('knows the host, the members and outsiders', () => {
    const room = makeGroupBuyRoom({ members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] });
    expect(groupBuyRoleOf(room, 'host-1')).toBe('host');
    expect(groupBuyRoleOf(room, 'member-1')).toBe('member');
    expect(groupBuyRoleOf(room, 'stranger')).toBeNull();
    expect(groupBuyMissing(room)).toBe(1);
  });

  it('reads "missing 1" as one person short of the goal', () => {
    expect(GROUP_BUY_ONE_SHORT).toBe(1);
    expect(groupBuyRoomOneShort(makeGroupBuyRoom({ goal: 2 }))).toBe(true);
    expect(groupBuyRoomOneShort(makeGroupBuyRoom({ goal: 3 }))).toBe(false);
  });
});

describe('groupBuyJoin', () => {
  it('adds a member and takes them off the invited list', () => {
    const room = value(groupBuyJoin(makeGroupBuyRoom({ invited: ['user-2'] }), 'user-2', GROUP_BUY_T0 + 5));
    expect(room.members.at(-1)).toEqual({ user_id: 'user-2', role: 'member', paid: false, joined_at: GROUP_BUY_T0 + 5 });
    expect(room.invited).toEqual([]);
  });

  it('refuses a member joining twice, a full room and a closed room', () => {
    expect(errorOf(groupBuyJoin(makeGroupBuyRoom(), 'host-1', 0))).toBe('GROUP_BUY.ALREADY_MEMBER');
    expect(
      errorOf(
        groupBuyJoin(makeGroupBuyRoom({ goal: 2, members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] }), 'u', 0),
      ),
    ).toBe('GROUP_BUY.ROOM_FULL');
    expect(errorOf(groupBuyJoin(makeGroupBuyRoom({ status: 'cancelled' }), 'u', 0))).toBe('GROUP_BUY.ROOM_CLOSED');
  });

  it('never lets a room exceed its goal nor hold a user twice', () => {
    fc.assert(
      fc.property(groupBuyRoomArb(), fc.array(fc.constantFrom('host-1', 'member-1', 'a', 'b', 'c', 'd')), (start, joiners) => {
        const room = joiners.reduce<GroupBuyRoom>((r, id) => {
          const next = groupBuyJoin(r, id, GROUP_BUY_T0);
          return next.ok ? next.value : r;
        }, start);
        expect(room.members.length).toBeLessThanOrEqual(room.goal);
        expect(new Set(room.members.map((m) => m.user_id)).size).toBe(room.members.length);
      }),
    );
  });
});

describe('groupBuyPay', () => {
  it('marks the payer paid; refuses outsiders and a second payment', () => {
    const room = value(groupBuyPay(makeGroupBuyRoom(), 'host-1'));
    expect(room.members[0]!.paid).toBe(true);
    expect(errorOf(groupBuyPay(room, 'host-1'))).toBe('GROUP_BUY.ALREADY_PAID');
    expect(errorOf(groupBuyPay(room, 'stranger'))).toBe('GROUP_BUY.NOT_MEMBER');
  });

  it('completes the room only when it is full and everyone has paid', () => {
    const full = makeGroupBuyRoom({ goal: 2, members: [makeGroupBuyRoom().members[0]!, makeGroupBuyMember()] });
    const hostPaid = value(groupBuyPay(full, 'host-1'));
    expect(hostPaid.status).toBe('open');
    const both = value(groupBuyPay(hostPaid, 'member-1'));
    expect(both.status).toBe('completed');
    expect(groupBuyRoomComplete(both)).toBe(true);
  });

  it('never completes a room that is not full', () => {
    fc.assert(
      fc.property(groupBuyRoomArb(), (room) => {
        const everyonePaid = room.members.reduce<GroupBuyRoom>((r, m) => {
          const next = groupBuyPay(r, m.user_id);
          return next.ok ? next.value : r;
        }, room);
        expect(everyonePaid.status === 'completed').toBe(room.members.length === room.goal);
      }),
    );
  });
});

describe('groupBuyInvite and groupBuyCancel', () => {
  it('lets a member invite an outsider once; refuses an outsider inviting and inviting a member', () => {
    const room = value(groupBuyInvite(makeGroupBuyRoom(), 'host-1', 'friend'));
    expect(room.invited).toEqual(['friend']);
    expect(value(groupBuyInvite(room, 'host-1', 'friend')).invited).toEqual(['friend']);
    expect(errorOf(groupBuyInvite(room, 'stranger', 'friend-2'))).toBe('GROUP_BUY.NOT_MEMBER');
    expect(errorOf(groupBuyInvite(room, 'host-1', 'host-1'))).toBe('GROUP_BUY.INVITEE_ALREADY_MEMBER');
  });

  it('answers an invitation of no account (null) with the same checks, and leaves the room as it is', () => {
    const room = makeGroupBuyRoom();
    expect(value(groupBuyInvite(room, 'host-1', null))).toBe(room);
    expect(errorOf(groupBuyInvite(room, 'stranger', null))).toBe(errorOf(groupBuyInvite(room, 'stranger', 'friend')));
    const closed = makeGroupBuyRoom({ status: 'cancelled' });
    expect(errorOf(groupBuyInvite(closed, 'host-1', null))).toBe(errorOf(groupBuyInvite(closed, 'host-1', 'friend')));
  });

  it('lets only the host cancel an open room', () => {
    const room = makeGroupBuyRoom({ members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] });
    expect(errorOf(groupBuyCancel(room, 'member-1'))).toBe('GROUP_BUY.HOST_ONLY');
    expect(value(groupBuyCancel(room, 'host-1')).status).toBe('cancelled');
    expect(errorOf(groupBuyCancel({ ...room, status: 'completed' }, 'host-1'))).toBe('GROUP_BUY.ROOM_CLOSED');
  });

  it('expires only open rooms', () => {
    expect(groupBuyExpire(makeGroupBuyRoom()).status).toBe('cancelled');
    expect(groupBuyExpire(makeGroupBuyRoom({ status: 'completed' })).status).toBe('completed');
  });
});

describe('groupBuyNotices', () => {
  it('announces a join, and "missing one" when the join leaves one place', () => {
    const room = makeGroupBuyRoom({ goal: 3, members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] });
    expect(groupBuyNotices(room, { kind: 'joined', userId: 'member-1' })).toEqual([
      { notification: 'joined', userId: 'member-1' },
      { notification: 'missing_one', userId: null },
    ]);
    expect(groupBuyNotices(makeGroupBuyRoom({ goal: 5 }), { kind: 'joined', userId: 'x' }).map((n) => n.notification)).toEqual([
      'joined',
    ]);
  });

  it('reminds the host to invite after paying into a room with places left', () => {
    expect(groupBuyNotices(makeGroupBuyRoom(), { kind: 'paid', userId: 'host-1' }).map((n) => n.notification)).toEqual([
      'host_paid',
      'need_invite',
    ]);
    const full = makeGroupBuyRoom({ goal: 2, members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] });
    expect(groupBuyNotices(full, { kind: 'paid', userId: 'host-1' }).map((n) => n.notification)).toEqual(['host_paid']);
    expect(groupBuyNotices(full, { kind: 'paid', userId: 'member-1' })).toEqual([
      { notification: 'member_paid', userId: 'member-1' },
    ]);
  });

  it('announces creation to the host, an invitation to the invitee, a cancellation to the room', () => {
    expect(groupBuyNotices(makeGroupBuyRoom(), { kind: 'created' })).toEqual([{ notification: 'created', userId: 'host-1' }]);
    expect(groupBuyNotices(makeGroupBuyRoom(), { kind: 'invited', inviteeId: 'f' })).toEqual([
      { notification: 'invited', userId: 'f' },
    ]);
    expect(groupBuyNotices(makeGroupBuyRoom(), { kind: 'cancelled' })).toEqual([{ notification: 'cancelled', userId: null }]);
  });
});

describe('GROUP_BUY_ERRORS', () => {
  it('has both locales for every code the rules return', () => {
    const codes = [
      'ROOM_CLOSED',
      'ROOM_FULL',
      'ALREADY_MEMBER',
      'NOT_MEMBER',
      'ALREADY_PAID',
      'HOST_ONLY',
      'INVITEE_ALREADY_MEMBER',
    ];
    for (const code of codes.map((c) => `GROUP_BUY.${c}`)) {
      const messages = GROUP_BUY_ERRORS[code as keyof typeof GROUP_BUY_ERRORS];
      expect(messages.vi.length).toBeGreaterThan(0);
      expect(messages.kr.length).toBeGreaterThan(0);
      expect(messages.vi).not.toBe(messages.kr);
    }
  });
});
