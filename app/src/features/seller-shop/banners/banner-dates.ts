import { vietnamDayAfter, vietnamDayIso, vietnamDayIsoStart, vietnamDayLast } from '@modavi/core';

// The form picks whole days in Vietnam (core's vietnam-day); a banner runs on [start, end), so it
// shows through the whole of its last day: the end kept is the midnight after the chosen end day.

/** 'YYYY-MM-DD' (a date input's value) as the instant that day begins in Vietnam; null when empty or not a day. */
export const dayInputStart = (value: string): number | null => vietnamDayIsoStart(value);

/** A date input's value for an instant, in Vietnam. */
export const dayInputOf = (ms: number): string => vietnamDayIso(ms);

/** The banner's end as the form's last day, and back. */
export const endDayInputOf = (endMs: number): string => vietnamDayIso(vietnamDayLast(endMs));
export const endOfDayInput = (value: string): number | null => {
  const start = vietnamDayIsoStart(value);
  return start === null ? null : vietnamDayAfter(start);
};
