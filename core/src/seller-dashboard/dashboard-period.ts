import { DAY_MS } from '../format/epoch-ms.js';
import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { vietnamDayIso, vietnamDayStart } from '../format/vietnam-day.js';
import { vietnamDayOfInput } from '../shop/shop-pause.js';
import { issue, type Validation } from '../shared/validation.js';

/** The dashboard's period choices (spec 2 tong-quan): today, the last 7 or 30 days, or a chosen range. */
export const DASHBOARD_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** What the page opens with: a week shows a trend without hiding today's figures. */
export const DASHBOARD_PRESET_DEFAULT = '7d' satisfies DashboardPreset;

/**
 * The longest chosen range, in days. A year covers every seasonal comparison a seller makes on
 * this page; longer ranges make the daily chart unreadable and the report export heavy.
 */
export const DASHBOARD_PERIOD_MAX_DAYS = 366;

const PRESET_DAYS: Readonly<Record<Exclude<DashboardPreset, 'custom'>, number>> = { today: 1, '7d': 7, '30d': 30 };

/** Whole Vietnamese calendar days, both ends included, written YYYY-MM-DD. */
export interface DashboardPeriod {
  readonly from: string;
  readonly to: string;
}

/** The Vietnamese calendar day holding `ms`, written YYYY-MM-DD. */
export const vietnamDayText = vietnamDayIso;

/** A preset's period ending today (Vietnam time): `7d` is today and the six days before it. */
export function dashboardPeriodOfPreset(preset: Exclude<DashboardPreset, 'custom'>, now: number): DashboardPeriod {
  const today = vietnamDayStart(now);
  return { from: vietnamDayText(today - (PRESET_DAYS[preset] - 1) * DAY_MS), to: vietnamDayText(today) };
}

/** Every day of a period in order (the chart's x axis); empty when `from` is after `to` or a day is not a date. */
export function dashboardPeriodDays(period: DashboardPeriod): string[] {
  const from = vietnamDayOfInput(period.from);
  const to = vietnamDayOfInput(period.to);
  if (from === null || to === null) return [];
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= DASHBOARD_PERIOD_MAX_DAYS; day += DAY_MS) days.push(vietnamDayText(day));
  return days;
}

/**
 * A chosen range as the server takes it (`?from=&to=`): two real days, from not after to, to
 * not after today (no figures exist yet) and at most DASHBOARD_PERIOD_MAX_DAYS long. Never throws.
 */
export function dashboardPeriodValidate(input: unknown, now: number): Validation<DashboardPeriod> {
  const form = fieldRecord(input);
  const period = { from: fieldText(form['from']), to: fieldText(form['to']) };
  const from = vietnamDayOfInput(period.from);
  const to = vietnamDayOfInput(period.to);
  const valid = from !== null && to !== null && from <= to && to <= vietnamDayStart(now) && to - from < DASHBOARD_PERIOD_MAX_DAYS * DAY_MS;
  if (!valid) return { ok: false, error: [issue('from', 'SELLER_DASHBOARD.PERIOD_INVALID', { max: DASHBOARD_PERIOD_MAX_DAYS })] };
  return { ok: true, value: period };
}

/** The page's address (`?period=&from=&to=`) read into a preset and its days; anything unusable falls back to the default. */
export function dashboardSearchRead(search: unknown, now: number): { readonly preset: DashboardPreset; readonly period: DashboardPeriod } {
  const form = fieldRecord(search);
  const preset = fieldChoice(form['period'], DASHBOARD_PRESETS) ?? DASHBOARD_PRESET_DEFAULT;
  if (preset !== 'custom') return { preset, period: dashboardPeriodOfPreset(preset, now) };
  const custom = dashboardPeriodValidate(form, now);
  if (custom.ok) return { preset, period: custom.value };
  return { preset: DASHBOARD_PRESET_DEFAULT, period: dashboardPeriodOfPreset(DASHBOARD_PRESET_DEFAULT, now) };
}
