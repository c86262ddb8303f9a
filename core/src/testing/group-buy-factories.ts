/** Factories for group-buy rooms: deterministic defaults a test overrides where it matters. */
import fc from 'fast-check';
import type { GroupBuyMember, GroupBuyRoom } from '../group-buy/group-buy-room.js';

/** 2025-03-01T02:00:00Z. */
export const GROUP_BUY_T0 = 1_740_794_400_000;

export const makeGroupBuyMember = (overrides: Partial<GroupBuyMember> = {}): GroupBuyMember => ({
  user_id: 'member-1',
  role: 'member',
  paid: false,
  joined_at: GROUP_BUY_T0 + 60_000,
  ...overrides,
});

/** An open room for 3 people holding only its unpaid host, 'host-1'. */
export const makeGroupBuyRoom = (overrides: Partial<GroupBuyRoom> = {}): GroupBuyRoom => ({
  _id: 'room-1',
  product_id: 'product-1',
  goal: 3,
  members: [makeGroupBuyMember({ user_id: 'host-1', role: 'host', joined_at: GROUP_BUY_T0 })],
  invited: [],
  status: 'open',
  created_at: GROUP_BUY_T0,
  ...overrides,
});

/**
 * A room of goal 2 to 5 with a host and 0 to goal-1 members, each paid or not; open, or
 * completed when it happens to be full and all paid (as the rules would have left it).
 */
export const groupBuyRoomArb = (): fc.Arbitrary<GroupBuyRoom> =>
  fc
    .integer({ min: 2, max: 5 })
    .chain((goal) =>
      fc.record({
        goal: fc.constant(goal),
        hostPaid: fc.boolean(),
        members: fc.array(fc.boolean(), { maxLength: goal - 1 }),
      }),
    )
    .map(({ goal, hostPaid, members }) =>
      makeGroupBuyRoom({
        goal,
        status: members.length === goal - 1 && hostPaid && members.every(Boolean) ? 'completed' : 'open',
        members: [
          makeGroupBuyMember({ user_id: 'host-1', role: 'host', paid: hostPaid, joined_at: GROUP_BUY_T0 }),
          ...members.map((paid, i) => makeGroupBuyMember({ user_id: `member-${i + 1}`, paid })),
        ],
      }),
    );
