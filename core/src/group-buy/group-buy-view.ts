import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { GroupBuyRoleSchema, GroupBuyRoomStatusSchema } from './group-buy-room.js';
import { GroupBuyOfferSchema } from './group-buy-offer.js';

/** The notifications store's type of every room notice (spec 4 lists "group-buy" among the types); its target is the room. */
export const GROUP_BUY_NOTIFICATION_TYPE = 'group_buy' as const;

/** How many open rooms the product page lists (spec silent): those closing soonest, enough to pick one without a list to scroll. */
export const GROUP_BUY_ROOMS_LISTED_MAX = 10;

/** An open room as the product page lists it: who opened it (masked), how many are missing, when it closes. */
export const GroupBuyRoomSummarySchema = z.object({
  _id: IdSchema,
  host_name: z.string(),
  goal: z.number(),
  missing: z.number(),
  expires_at: z.number(),
});
export type GroupBuyRoomSummary = z.infer<typeof GroupBuyRoomSummarySchema>;

/** A product's group-buy for buyers: the offer when it runs now (else null) and its open rooms, soonest to close first. */
export const GroupBuyProductSchema = z.object({
  offer: z.nullable(GroupBuyOfferSchema),
  rooms: z.array(GroupBuyRoomSummarySchema),
});
export type GroupBuyProduct = z.infer<typeof GroupBuyProductSchema>;

export const GroupBuyRoomMemberViewSchema = z.object({
  name: z.string(),
  role: GroupBuyRoleSchema,
  paid: z.boolean(),
  is_me: z.boolean(),
});
export type GroupBuyRoomMemberView = z.infer<typeof GroupBuyRoomMemberViewSchema>;

/** One room as its page shows it; `my_*` describe the caller (null for an outsider or a visitor). */
export const GroupBuyRoomViewSchema = z.object({
  _id: IdSchema,
  product: z.object({
    _id: IdSchema,
    name: z.string(),
    image: z.nullable(z.string()),
    sale_price: z.number(),
    shop_id: IdSchema,
  }),
  group_price: z.number(),
  goal: z.number(),
  missing: z.number(),
  status: GroupBuyRoomStatusSchema,
  created_at: z.number(),
  expires_at: z.number(),
  members: z.array(GroupBuyRoomMemberViewSchema),
  my_role: z.nullable(GroupBuyRoleSchema),
  my_paid: z.boolean(),
  /** The caller's live order for its share (placed, not cancelled), if any. */
  my_order_id: z.nullable(IdSchema),
});
export type GroupBuyRoomView = z.infer<typeof GroupBuyRoomViewSchema>;

/** The seller's view of one product's group-buy: the set-up (null before one) and its rooms by status. */
export const SellerGroupBuySchema = z.object({
  offer: z.nullable(GroupBuyOfferSchema),
  sale_prices: z.array(z.number()),
  rooms: z.object({ open: z.number(), completed: z.number(), cancelled: z.number() }),
});
export type SellerGroupBuy = z.infer<typeof SellerGroupBuySchema>;

/** Inviting someone into a room: the invitee's phone or email, as they log in with it. */
export interface GroupBuyInviteBody {
  readonly contact: string;
}
