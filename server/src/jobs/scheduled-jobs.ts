import { carrierTick } from '../carrier/carrier-simulator.js';
import type { ServerConfig } from '../config.js';
import { groupBuySweep } from '../group-buy/group-buy-rooms.js';
import { lifecycleTickMs } from '../ordering/lifecycle-tick.js';
import { orderDeadlines } from '../ordering/order-deadlines.js';
import { paymentsReconcile } from '../payments/payment-reconcile.js';
import { paymentRefundsSend } from '../payments/refund-sender.js';
import { incomePayableSweep } from '../seller-income/income-payable-sweep.js';
import { payoutsMake } from '../seller-income/payout-make.js';
import type { ScheduledJob } from './scheduled-job.js';

const lifecyclePeriod = (config: ServerConfig): number => lifecycleTickMs(config.commerce.carrierSpeed);

/**
 * Every scheduled job of the server, one line each. A module adds its own here (its `run`
 * lives in the module); the runners (jobs-start.ts) take care of once-only, retries and timers.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // The simulated carrier moves shipped orders and returns; outside production only (the switch of the dev routes, MODAVI_ENV).
  { name: 'carrier-tick', periodMs: lifecyclePeriod, enabled: (config) => config.commerce.devRoutes, run: (db, now, config) => carrierTick(db, now, config.commerce.carrierSpeed) },
  // The platform's deadlines: unpaid online orders cancelled, unanswered refunds decided. The
  // gateways are asked first about attempts still pending (issue 27: an IPN can be lost), so a
  // paid order whose notification never came is settled, not cancelled as unpaid.
  {
    name: 'order-deadlines',
    periodMs: lifecyclePeriod,
    run: async (db, now, config) => {
      await paymentsReconcile(db, now, config.commerce);
      await orderDeadlines(db, now, config.commerce);
    },
  },
  // Refunds owed (a cancelled paid order, an approved return, a late payment) sent to the gateway that took the money, retried until it answers.
  { name: 'payment-refunds-send', periodMs: lifecyclePeriod, run: (db, now, config) => paymentRefundsSend(db, now, config.commerce) },
  // Group-buy rooms past their deadline close (their orders cancelled, paid ones refunded).
  { name: 'group-buy-sweep', periodMs: lifecyclePeriod, run: (db, now) => groupBuySweep(db, now) },
  // Seller income (issue 28): lines whose return window passed with the money in become payable, then each shop's payout is made on its schedule.
  {
    name: 'seller-payouts',
    periodMs: lifecyclePeriod,
    run: async (db, now) => {
      await incomePayableSweep(db, now);
      await payoutsMake(db, now);
    },
  },
];
