import type { Db } from '../db/db.js';
import { carrierTick } from '../carrier/carrier-simulator.js';
import type { CommerceConfig } from './commerce-config.js';
import { orderDeadlines } from './order-deadlines.js';
import { groupBuySweep } from '../group-buy/group-buy-rooms.js';
import { paymentsReconcile } from '../payments/payment-reconcile.js';
import { paymentRefundsSend } from '../payments/refund-sender.js';

export interface LifecycleTimer {
  /** Stops ticking and waits for a tick in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/** The tick: every minute of the schedule at speed 1, faster with the carrier, never more than twice a second. */
export const lifecycleTickMs = (speed: number): number => Math.min(60_000, Math.max(500, Math.round(60_000 / speed)));

/**
 * Runs the simulated carrier and the platform's deadlines on a timer in the server process
 * (the tests call carrierTick and orderDeadlines directly instead). A failing tick is logged
 * and the next one tries again.
 */
export function lifecycleTimerStart(
  db: Db,
  config: CommerceConfig,
  log: (message: string, error: unknown) => void = console.error,
  clock: () => number = Date.now,
): LifecycleTimer {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const now = clock();
      await carrierTick(db, now, config.carrierSpeed);
      // Before the deadlines: a payment whose notification was lost is settled before its order counts as unpaid.
      await paymentsReconcile(db, now, config);
      await orderDeadlines(db, now, config);
      // Group-buy rooms past their deadline close (their orders cancelled, paid ones refunded).
      await groupBuySweep(db, now);
      await paymentRefundsSend(db, now, config);
    })()
      .catch((error: unknown) => log('order lifecycle tick failed', error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, lifecycleTickMs(config.carrierSpeed));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
