import { carrierTick } from '../carrier/carrier-simulator.js';
import { ghnAddressCodesJob, ghnStatusSyncJob } from '../carrier/carrier-of.js';
import { GHN_STATUS_SYNC_PERIOD_MS } from '../carrier/ghn/ghn-status-sync.js';
import { GHN_ADDRESS_CODES_CHECK_MS } from '../carrier/ghn/ghn-address-codes.js';
import type { ServerConfig } from '../config.js';
import { groupBuySweep } from '../group-buy/group-buy-rooms.js';
import { lifecycleTickMs } from '../ordering/lifecycle-tick.js';
import { orderDeadlines } from '../ordering/order-deadlines.js';
import { paymentsReconcile } from '../payments/payment-reconcile.js';
import { paymentRefundsSend } from '../payments/refund-sender.js';
import { pushJobRun, PUSH_SEND_PERIOD_MS } from '../push/push-job.js';
import { incomePayableSweep } from '../seller-income/income-payable-sweep.js';
import { payoutsMake } from '../seller-income/payout-make.js';
import type { ScheduledJob } from './scheduled-job.js';

const lifecyclePeriod = (config: ServerConfig): number => lifecycleTickMs(config.commerce.carrierSpeed);

/**
 * Every scheduled job of the server, one line each. A module adds its own here (its `run`
 * lives in the module); the runners (jobs-start.ts) take care of once-only, retries and timers.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // GHN's address codes (its master data) fetched and matched to the address book's when none are kept or they are a day old.
  { name: 'ghn-address-codes', periodMs: () => GHN_ADDRESS_CODES_CHECK_MS, enabled: (config) => !!config.commerce.carrier?.ghn, run: (db, now, config) => ghnAddressCodesJob(db, now, config.commerce.carrier) },
  // Parcels GHN has been quiet about are asked about, and their orders moved as a callback would (a callback can be lost).
  { name: 'ghn-status-sync', periodMs: () => GHN_STATUS_SYNC_PERIOD_MS, enabled: (config) => !!config.commerce.carrier?.ghn, run: (db, now, config) => ghnStatusSyncJob(db, now, config.commerce.carrier) },
  // The simulated carrier moves shipped orders and returns; outside production only (the switch of the dev routes, MODAVI_ENV), and never when GHN moves them.
  { name: 'carrier-tick', periodMs: lifecyclePeriod, enabled: (config) => config.commerce.devRoutes && !config.commerce.carrier?.ghn, run: (db, now, config) => carrierTick(db, now, config.commerce.carrierSpeed) },
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
  // New notifications pushed to the account's devices through FCM; only with a service account (issue 27).
  { name: 'push-send', periodMs: () => PUSH_SEND_PERIOD_MS, enabled: (config) => config.push.fcm !== null, run: (db, now, config) => pushJobRun(db, now, config) },
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
