import { DAY_MS, dateFormat, dateParse } from '@modavi/core';

// The form picks whole days in Vietnam; a banner runs on [start, end), so it shows through the
// whole of its last day: the end kept is the midnight after the chosen end day.

/** 'YYYY-MM-DD' (a date input's value) as the instant that day begins in Vietnam; null when empty or not a day. */
export function dayInputStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? dateParse(`${match[3]}/${match[2]}/${match[1]}`) : null;
}

/** A date input's value for an instant, in Vietnam. */
export function dayInputOf(ms: number): string {
  const [day = '', month = '', year = ''] = dateFormat(ms).split('/');
  return year === '' ? '' : `${year}-${month}-${day}`;
}

/** The banner's end as the form's last day, and back. */
export const endDayInputOf = (endMs: number): string => dayInputOf(endMs - 1);
export const endOfDayInput = (value: string): number | null => {
  const start = dayInputStart(value);
  return start === null ? null : start + DAY_MS;
};
