import { carrierTick } from '../carrier/carrier-simulator.js';
import type { ServerConfig } from '../config.js';
import { groupBuySweep } from '../group-buy/group-buy-rooms.js';
import { lifecycleTickMs } from '../ordering/lifecycle-tick.js';
import { orderDeadlines } from '../ordering/order-deadlines.js';
import type { ScheduledJob } from './scheduled-job.js';

const lifecyclePeriod = (config: ServerConfig): number => lifecycleTickMs(config.commerce.carrierSpeed);

/**
 * Every scheduled job of the server, one line each. A module adds its own here (its `run`
 * lives in the module); the runners (jobs-start.ts) take care of once-only, retries and timers.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // The simulated carrier moves shipped orders and returns; outside production only (the switch of the dev routes, MODAVI_ENV).
  { name: 'carrier-tick', periodMs: lifecyclePeriod, enabled: (config) => config.commerce.devRoutes, run: (db, now, config) => carrierTick(db, now, config.commerce.carrierSpeed) },
  // The platform's deadlines: unpaid online orders cancelled, unanswered refunds decided.
  { name: 'order-deadlines', periodMs: lifecyclePeriod, run: (db, now, config) => orderDeadlines(db, now, config.commerce) },
  // Group-buy rooms past their deadline close (their orders cancelled, paid ones refunded).
  { name: 'group-buy-sweep', periodMs: lifecyclePeriod, run: (db, now) => groupBuySweep(db, now) },
];
