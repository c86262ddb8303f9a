/**
 * Spec section 4: promotions, banners and vouchers are upcoming, running or ended; a promotion
 * or voucher may be ended early or deleted, a banner deleted.
 */
export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended', 'ended_early', 'deleted'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What the seller did to a campaign, beyond its dates. */
export interface CampaignFlags {
  readonly endedEarly?: boolean;
  readonly deleted?: boolean;
}

/**
 * The status of a campaign at `now` (epoch ms): running on [start, end). A deletion outranks
 * an early end, and both outrank the dates: they are the seller's word, the dates only the
 * plan. When `start` is after `end` the campaign never runs (upcoming until `end`, then ended),
 * so the status only ever moves forward in time. A NaN bound counts as absent (open).
 */
export function campaignStatus(start: number, end: number, now: number, flags: CampaignFlags = {}): CampaignStatus {
  if (flags.deleted === true) return 'deleted';
  if (flags.endedEarly === true) return 'ended_early';
  if (now >= end) return 'ended';
  if (now < start) return 'upcoming';
  return 'running';
}

/** Order of the statuses in time, for comparisons: upcoming, running, then any ending. */
export const campaignStatusRank = (status: CampaignStatus): number =>
  status === 'upcoming' ? 0 : status === 'running' ? 1 : 2;
