import type { CampaignListState } from '@modavi/core';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { msTime } from '../db/time-sql.js';

/** A campaign's columns (a voucher's or a promotion program's), as its query names them. */
export interface CampaignColumns {
  readonly endedEarly: Expression<boolean>;
  readonly start: Expression<Date>;
  readonly end: Expression<Date>;
}

/**
 * A campaign's list tabs at `now` (epoch ms), core's campaignStatus and campaignListState on
 * [start, end): an early end is ended; deleted rows are left out by the caller.
 */
export const campaignStates = (campaign: CampaignColumns, now: number): Readonly<Record<CampaignListState, RawBuilder<boolean>>> => ({
  upcoming: sql<boolean>`(NOT ${campaign.endedEarly} AND ${campaign.start} > ${msTime(now)} AND ${campaign.end} > ${msTime(now)})`,
  running: sql<boolean>`(NOT ${campaign.endedEarly} AND ${campaign.start} <= ${msTime(now)} AND ${campaign.end} > ${msTime(now)})`,
  ended: sql<boolean>`(${campaign.endedEarly} OR ${campaign.end} <= ${msTime(now)})`,
});

/** The condition of a list's state filter ('all' or one tab). */
export const campaignFilter = (campaign: CampaignColumns, now: number, state: CampaignListState | 'all'): RawBuilder<boolean> =>
  state === 'all' ? sql<boolean>`true` : campaignStates(campaign, now)[state];

/** count(*) of each tab, as core's CampaignCounts. */
export const campaignCounts = (campaign: CampaignColumns, now: number) => {
  const tabs = campaignStates(campaign, now);
  return [
    sql<number>`count(*)::int`.as('all'),
    sql<number>`count(*) FILTER (WHERE ${tabs.upcoming})::int`.as('upcoming'),
    sql<number>`count(*) FILTER (WHERE ${tabs.running})::int`.as('running'),
    sql<number>`count(*) FILTER (WHERE ${tabs.ended})::int`.as('ended'),
  ] as const;
};
