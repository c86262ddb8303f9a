import * as z from 'zod/mini';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { vietnamDayIsoStart, vietnamDayStart } from '../format/vietnam-day.js';
import { DAY_MS } from '../format/epoch-ms.js';

/**
 * The longest break a seller may take at once (spec silent): three months covers Tết and a
 * summer holiday, while a shop gone longer is closed rather than paused. A seller may pause again.
 */
export const SHOP_PAUSE_MAX_DAYS = 90;
/** A note buyers read beside the pause: one or two sentences. */
export const SHOP_PAUSE_NOTE_MAX = 200;

/**
 * Pause (vacation) mode (spec 4: "seller pause (vacation) mode"; guide che-do-tam-nghi): while on,
 * the shop's products cannot be bought. `until` is the instant (ISO, the start of the reopening
 * day in Vietnam) the shop sells again; null when the shop is open.
 */
export const ShopPauseSchema = z.object({
  until: z.nullable(z.string()),
  note: z._default(z.string(), ''),
});
export type ShopPause = z.infer<typeof ShopPauseSchema>;

/** What turning pause on asks for: the reopening day as the date field gives it (YYYY-MM-DD), an optional note. */
export interface ShopPauseRequest {
  /** Epoch ms of the start of the reopening day in Vietnam. */
  readonly until: number;
  readonly note: string;
}

/** The start, in Vietnam, of a calendar day written YYYY-MM-DD; null for anything else (vietnam-day's). */
export const vietnamDayOfInput = vietnamDayIsoStart;

/**
 * Turning pause on: the reopening day is tomorrow at the earliest (a pause must last) and at
 * most SHOP_PAUSE_MAX_DAYS ahead; the note is optional, at most SHOP_PAUSE_NOTE_MAX characters.
 * `now` is the clock's epoch ms. Never throws.
 */
export function shopPauseValidate(input: unknown, now: number): Validation<ShopPauseRequest> {
  const form = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const untilText = fieldText(form['until']);
  const until = vietnamDayOfInput(untilText);
  const today = vietnamDayStart(now);
  if (untilText === '') issues.push(issue('until', 'SHOP_SETTINGS.PAUSE_UNTIL_REQUIRED'));
  else if (until === null || until <= today || until > today + SHOP_PAUSE_MAX_DAYS * DAY_MS) {
    issues.push(issue('until', 'SHOP_SETTINGS.PAUSE_UNTIL_INVALID', { max: SHOP_PAUSE_MAX_DAYS }));
  }
  const note = fieldText(form['note']);
  if (textLength(note) > SHOP_PAUSE_NOTE_MAX) issues.push(issue('note', 'SHOP_SETTINGS.TEXT_TOO_LONG', { max: SHOP_PAUSE_NOTE_MAX }));
  if (issues.length > 0 || until === null) return err(issues);
  return ok({ until, note });
}

/** Whether a shop paused until `until` (epoch ms or ISO text; null: open) is paused at `now`. */
export function shopPaused(until: number | string | null | undefined, now: number): boolean {
  if (until === null || until === undefined) return false;
  const ms = typeof until === 'number' ? until : Date.parse(until);
  return Number.isFinite(ms) && now < ms;
}
