import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GROUP_BUY_MIN_GOAL, GroupBuyRoomSchema, groupBuyRoomCreate } from './group-buy-room.js';
import { GROUP_BUY_T0, makeGroupBuyRoom } from '../testing/group-buy-factories.js';

describe('GroupBuyRoomSchema', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => void GroupBuyRoomSchema.safeParse(value)));
  });

  it('accepts the factory room, defaults status and invitations, and refuses a goal below 2', () => {
    const { status: _status, invited: _invited, ...bare } = makeGroupBuyRoom();
    const parsed = GroupBuyRoomSchema.safeParse(bare);
    expect(parsed.success && parsed.data).toMatchObject({ status: 'open', invited: [] });
    expect(GroupBuyRoomSchema.safeParse(makeGroupBuyRoom({ goal: 1 })).success).toBe(false);
  });
});

describe('groupBuyRoomCreate', () => {
  it('opens a room holding only its unpaid host', () => {
    const room = groupBuyRoomCreate({ roomId: 'r', productId: 'p', hostId: 'h', goal: 4, now: GROUP_BUY_T0 });
    expect(room.members).toEqual([{ user_id: 'h', role: 'host', paid: false, joined_at: GROUP_BUY_T0 }]);
    expect(room.status).toBe('open');
    expect(GroupBuyRoomSchema.safeParse(room).success).toBe(true);
  });

  it('raises a goal below the minimum, or not a number, to the minimum', () => {
    for (const goal of [0, 1, -3, Number.NaN]) {
      expect(groupBuyRoomCreate({ roomId: 'r', productId: 'p', hostId: 'h', goal, now: 0 }).goal).toBe(GROUP_BUY_MIN_GOAL);
    }
  });
});
