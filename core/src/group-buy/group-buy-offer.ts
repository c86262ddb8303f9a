import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldMissing } from '../format/field-read.js';
import { HOUR_MS } from '../format/epoch-ms.js';
import { moneyFormat } from '../money/money-format.js';
import { GROUP_BUY_MIN_GOAL } from './group-buy-room.js';

/**
 * The largest room a seller may ask for (spec silent). Shopee's and Pinduoduo's rooms are 2 to
 * 5 people; 10 leaves room for a family or an office, while a bigger room would rarely fill in
 * its time and its buyers' money would wait for nothing.
 */
export const GROUP_BUY_GOAL_MAX = 10;
/** A room's shortest life (spec silent): one hour is enough to share a link in a chat group. */
export const GROUP_BUY_DURATION_HOURS_MIN = 1;
/** A room's longest life (spec silent): three days, so paid members never wait longer for their goods. */
export const GROUP_BUY_DURATION_HOURS_MAX = 72;
/** One share is one unit at the group price (spec silent): a room counts people, not units. */
export const GROUP_BUY_SHARE_QUANTITY = 1;
/**
 * When a member's share counts as paid (spec silent). An online payment counts when the
 * gateway's signed callback settles it; cash on delivery counts when the order is placed (the
 * buyer has committed; the carrier collects once the room completes and the seller ships).
 * A seller cannot confirm an order of a room still open, so nothing ships before the room completes.
 */
export const GROUP_BUY_CASH_COUNTS_AS_PAID = true;

/** A product's group-buy as its seller set it up; `starts_at`/`ends_at` (epoch ms) bound the offer, null for none. */
export const GroupBuyOfferSchema = z.object({
  product_id: IdSchema,
  enabled: z.boolean(),
  group_price: z.number(),
  goal: z.number().check(z.int()),
  duration_hours: z.number().check(z.int()),
  starts_at: z.nullable(z.number()),
  ends_at: z.nullable(z.number()),
});
export type GroupBuyOffer = z.infer<typeof GroupBuyOfferSchema>;

/** What the set-up form sends (the product is the address's). */
export type GroupBuyOfferForm = Omit<GroupBuyOffer, 'product_id'>;

/** What the rule needs to know of the product: every price a buyer could pay now (the product's and each variant's sale price). */
export interface GroupBuyOfferFacts {
  readonly salePrices: readonly number[];
  readonly now: number;
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const instantOf = (value: unknown): number | null | undefined => {
  if (fieldMissing(value)) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * The seller's group-buy set-up, in the form and on the server: a group price above 0 and
 * below the lowest sale price of the product and its variants (a whole number of dong), a group
 * size of GROUP_BUY_MIN_GOAL..GROUP_BUY_GOAL_MAX people, a room duration of
 * GROUP_BUY_DURATION_HOURS_MIN..MAX hours, and an optional start and end with the end after the
 * start and after now. Lists every issue; never throws.
 */
export function groupBuyOfferValidate(input: unknown, facts: GroupBuyOfferFacts): Validation<GroupBuyOfferForm> {
  const form = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const lowest = facts.salePrices.length > 0 ? Math.min(...facts.salePrices) : 0;
  const price = form['group_price'];
  if (fieldMissing(price)) issues.push(issue('group_price', 'GROUP_BUY.PRICE_REQUIRED'));
  else if (!(typeof price === 'number' && Number.isInteger(price) && price > 0 && price < lowest)) {
    issues.push(issue('group_price', 'GROUP_BUY.PRICE_INVALID', { max: moneyFormat(lowest) }));
  }
  const goal = form['goal'];
  if (!wholeIn(goal, GROUP_BUY_MIN_GOAL, GROUP_BUY_GOAL_MAX)) {
    issues.push(issue('goal', 'GROUP_BUY.GOAL_INVALID', { min: GROUP_BUY_MIN_GOAL, max: GROUP_BUY_GOAL_MAX }));
  }
  const hours = form['duration_hours'];
  if (!wholeIn(hours, GROUP_BUY_DURATION_HOURS_MIN, GROUP_BUY_DURATION_HOURS_MAX)) {
    issues.push(issue('duration_hours', 'GROUP_BUY.DURATION_INVALID', { min: GROUP_BUY_DURATION_HOURS_MIN, max: GROUP_BUY_DURATION_HOURS_MAX }));
  }
  const startsAt = instantOf(form['starts_at']);
  const endsAt = instantOf(form['ends_at']);
  if (startsAt === undefined) issues.push(issue('starts_at', 'GROUP_BUY.PERIOD_INVALID'));
  if (endsAt === undefined || (typeof endsAt === 'number' && (endsAt <= facts.now || (typeof startsAt === 'number' && endsAt <= startsAt)))) {
    issues.push(issue('ends_at', 'GROUP_BUY.PERIOD_INVALID'));
  }
  if (issues.length > 0) return err(issues);
  return ok({
    enabled: form['enabled'] !== false,
    group_price: price as number,
    goal: goal as number,
    duration_hours: hours as number,
    starts_at: startsAt ?? null,
    ends_at: endsAt ?? null,
  });
}

/** Whether buyers can open a room now: enabled, inside its period. */
export const groupBuyOfferActive = (offer: Pick<GroupBuyOffer, 'enabled' | 'starts_at' | 'ends_at'>, now: number): boolean =>
  offer.enabled && (offer.starts_at === null || offer.starts_at <= now) && (offer.ends_at === null || now < offer.ends_at);

/** When a room opened at `openedAt` closes. */
export const groupBuyRoomExpiresAt = (openedAt: number, durationHours: number): number => openedAt + durationHours * HOUR_MS;

/** A room's time is up (the sweep and every read close it then). */
export const groupBuyRoomDue = (room: { readonly status: string; readonly expires_at: number }, now: number): boolean =>
  room.status === 'open' && now >= room.expires_at;

/** What the buyer saves against the normal price, in dong and whole percent (rounded down). */
export function groupBuySaving(normalPrice: number, groupPrice: number): { readonly amount: number; readonly percent: number } {
  const amount = Math.max(0, normalPrice - groupPrice);
  return { amount, percent: normalPrice > 0 ? Math.floor((amount * 100) / normalPrice) : 0 };
}

/** Time left of a room, split for a countdown (hours may exceed 24). */
export function groupBuyCountdown(expiresAt: number, now: number): { readonly hours: number; readonly minutes: number; readonly seconds: number } {
  const left = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}
