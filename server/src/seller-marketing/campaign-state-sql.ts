/**
 * The SQL of a campaign's list tab at `now` (epoch ms, parameter `$now`), core's campaignStatus
 * and campaignListState on [start, end): an early end is ended; deleted rows are left out by the caller.
 */
export const campaignStateSql = (now: string) => {
  const at = `to_timestamp(${now}::float8 / 1000)`;
  return {
    upcoming: `(NOT ended_early AND start_time > ${at} AND end_time > ${at})`,
    running: `(NOT ended_early AND start_time <= ${at} AND end_time > ${at})`,
    ended: `(ended_early OR end_time <= ${at})`,
  } as const;
};

/** The condition of a list's state filter ('all' or one tab), for the filter parameter `state`. */
export const campaignFilterSql = (now: string, state: string): string => {
  const tabs = campaignStateSql(now);
  return `(${state} = 'all' OR (${state} = 'upcoming' AND ${tabs.upcoming}) OR (${state} = 'running' AND ${tabs.running}) OR (${state} = 'ended' AND ${tabs.ended}))`;
};

/** count(*) of each tab, as core's CampaignCounts. */
export const campaignCountsSql = (now: string): string => {
  const tabs = campaignStateSql(now);
  return `count(*)::int AS all, count(*) FILTER (WHERE ${tabs.upcoming})::int AS upcoming,
    count(*) FILTER (WHERE ${tabs.running})::int AS running, count(*) FILTER (WHERE ${tabs.ended})::int AS ended`;
};
