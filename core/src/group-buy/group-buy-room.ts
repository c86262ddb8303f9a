import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/** Spec section 4: a room has one host (who opened it) and members who joined. */
export const GroupBuyRoleSchema = z.enum(['host', 'member']);
export type GroupBuyRole = z.infer<typeof GroupBuyRoleSchema>;

export const GroupBuyRoomStatusSchema = z.enum(['open', 'completed', 'cancelled']);
export type GroupBuyRoomStatus = z.infer<typeof GroupBuyRoomStatusSchema>;

/** A room needs its host and at least one member. */
export const GROUP_BUY_MIN_GOAL = 2;

export const GroupBuyMemberSchema = z.object({
  user_id: IdSchema,
  role: GroupBuyRoleSchema,
  paid: z._default(z.boolean(), false),
  /** Epoch milliseconds. */
  joined_at: z.number(),
});
export type GroupBuyMember = z.infer<typeof GroupBuyMemberSchema>;

/**
 * A group-buy room: buyers gather until `goal` people (host included) have joined, and the
 * group price holds once every one of them has paid. The spec names the room's
 * notifications only; the fields are ours.
 */
export const GroupBuyRoomSchema = z.object({
  _id: IdSchema,
  product_id: IdSchema,
  goal: z.number().check(z.int(), z.minimum(GROUP_BUY_MIN_GOAL)),
  members: z.array(GroupBuyMemberSchema),
  /** Users invited and not yet joined. */
  invited: z._default(z.array(IdSchema), []),
  status: z._default(GroupBuyRoomStatusSchema, 'open'),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type GroupBuyRoom = z.infer<typeof GroupBuyRoomSchema>;

export interface GroupBuyRoomCreate {
  readonly roomId: string;
  readonly productId: string;
  readonly hostId: string;
  readonly goal: number;
  readonly now: number;
}

/** A new open room holding only its (unpaid) host; a goal below the minimum is raised to it. */
export const groupBuyRoomCreate = (create: GroupBuyRoomCreate): GroupBuyRoom => ({
  _id: create.roomId,
  product_id: create.productId,
  goal: Number.isFinite(create.goal) ? Math.max(GROUP_BUY_MIN_GOAL, Math.floor(create.goal)) : GROUP_BUY_MIN_GOAL,
  members: [{ user_id: create.hostId, role: 'host', paid: false, joined_at: create.now }],
  invited: [],
  status: 'open',
  created_at: create.now,
});
