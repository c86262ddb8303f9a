/**
 * How often the order lifecycle's jobs run (the simulated carrier, the platform's deadlines,
 * the group-buy sweep; see jobs/scheduled-jobs.ts): every minute of the schedule at speed 1,
 * faster with the carrier, never more than twice a second.
 */
export const lifecycleTickMs = (speed: number): number => Math.min(60_000, Math.max(500, Math.round(60_000 / speed)));
