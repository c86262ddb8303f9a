/** Format: reading and writing dates, relative times, image addresses and form values. */
export { dateParse, dateFormat, type DateFormatOptions } from './date.js';
export {
  VIETNAM_UTC_OFFSET_MS,
  VIETNAM_UTC_OFFSET_SQL,
  VIETNAM_UTC_OFFSET_INTERVAL_SQL,
  vietnamDayStart,
  vietnamDayAfter,
  vietnamDayLast,
  vietnamDayNumber,
  vietnamDayIso,
  vietnamDayIsoStart,
} from './vietnam-day.js';
export {
  relativeTime,
  relativeTimeParts,
  RELATIVE_TIME_SHORT_MAX_MS,
  type RelativeTimeUnit,
  type RelativeTimeParts,
  type RelativeTimeOptions,
} from './relative-time.js';
export { imageUrlRewrite, IMAGE_HOST_TABLE_DEFAULT, type ImageHostRule, type ImageHostTable } from './image-url.js';
export { numberFieldValid } from './number-field.js';
export { websiteValid } from './url.js';
export { textLength, textFold, textWords } from './text.js';
export { EpochMsSchema, SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS, type EpochMs } from './epoch-ms.js';
