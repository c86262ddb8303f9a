import {
  vietnamDayAfter,
  vietnamDayIsoStart,
  DASHBOARD_TOP_PRODUCTS,
  DASHBOARD_GUEST_VISITORS_PER_PLACE,
  dashboardConversion,
  dashboardPeriodDays,
  dashboardRate,
  dashboardSeriesFill,
  sellerOrderHandlingInactive,
  vnd,
  chatResponseStats,
  CHAT_REPLY_WINDOW_MS,
  MINUTE_MS,
  type DashboardPeriod,
  type SellerDashboard,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { periodDays, periodTopProducts, periodTotals, periodVisitors, sellerWaiting } from './dashboard-sql.js';
import { timelineSelect } from '../chat/chat-sql.js';

const ZERO_TOTALS = { orders: 0, sales: 0, buyers: 0, placed: 0, cancelled: 0, refunded: 0 };
const ZERO_WAITING = { pending_confirmation: 0, pending_pickup: 0, cancel_pending: 0, oldest_waiting_ms: null, last_handled_ms: null };

/** The shop's dashboard over a period already checked by core's dashboardPeriodValidate. */
export async function sellerDashboardRead(db: Db, shopId: string, period: DashboardPeriod, now: number): Promise<SellerDashboard> {
  const [totals = ZERO_TOTALS, days, top, views, waiting = ZERO_WAITING, chat] = await Promise.all([
    periodTotals(db, shopId, period),
    periodDays(db, shopId, period),
    periodTopProducts(db, shopId, period, DASHBOARD_TOP_PRODUCTS),
    periodVisitors(db, shopId, period, DASHBOARD_GUEST_VISITORS_PER_PLACE),
    sellerWaiting(db, shopId),
    chatFigures(db, shopId, period, now),
  ]);
  const visitors = views?.visitors ?? 0;
  return {
    period,
    sales: vnd(Number(totals.sales)),
    orders: totals.orders,
    visitors,
    buyers: totals.buyers,
    conversion: dashboardConversion(totals.buyers, visitors),
    cancellation_rate: dashboardRate(totals.cancelled, totals.placed),
    refund_rate: dashboardRate(totals.refunded, totals.placed),
    days: dashboardSeriesFill(dashboardPeriodDays(period), days.map((day) => ({ day: day.day, sales: Number(day.sales), orders: day.orders }))).map(
      (day) => ({ ...day, sales: vnd(day.sales) }),
    ),
    top_products: top.map((row) => ({ ...row, sales: vnd(Number(row.sales)) })),
    waiting: { pending_confirmation: waiting.pending_confirmation, pending_pickup: waiting.pending_pickup, cancel_pending: waiting.cancel_pending },
    inactive: sellerOrderHandlingInactive(waiting.last_handled_ms, waiting.oldest_waiting_ms, now),
    chat,
  };
}

/** The start of a Vietnam day (YYYY-MM-DD) as an instant (a period's days are checked by core's dashboardPeriodValidate). */
const vietnamDayStart = (day: string): number => vietnamDayIsoStart(day) ?? Number.NaN;

/** The period's chat response rate and median reply time from the stored messages (core's chatResponseStats). */
async function chatFigures(db: Db, shopId: string, period: DashboardPeriod, now: number): Promise<SellerDashboard['chat']> {
  const range = { from: vietnamDayStart(period.from), to: vietnamDayAfter(vietnamDayStart(period.to)) };
  const rows = await timelineSelect(db, shopId, range.from, range.to + CHAT_REPLY_WINDOW_MS).execute();
  const stats = chatResponseStats(rows.map((row) => ({ roomId: row.room_id, kind: row.sender_kind, at: row.sent_ms })), range, now);
  return {
    conversations: stats.conversations,
    answered: stats.answered,
    response_rate: stats.response_rate,
    response_time_minutes: stats.response_time_ms === null ? null : Math.round(stats.response_time_ms / MINUTE_MS),
  };
}
