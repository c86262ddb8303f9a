import { BULK_EDIT_ROWS_MAX, IMAGE_UPLOAD_BYTES_MAX, PRODUCT_SHEET_BYTES_MAX, VIDEO_UPLOAD_BYTES_MAX } from '@modavi/core';
import type { ErrorCode } from './api-error.js';

/** Every JSON call of the API fits in this: the longest form (a profile, an order) is a few KB. */
export const JSON_BODY_BYTES_MAX = 64 * 1024;

/** One image at its largest plus the multipart framing and its small text fields. */
export const IMAGE_BODY_BYTES_MAX = IMAGE_UPLOAD_BYTES_MAX + 64 * 1024;

/** One video at its largest plus the multipart framing. */
export const VIDEO_BODY_BYTES_MAX = VIDEO_UPLOAD_BYTES_MAX + 64 * 1024;

/** A short form of text fields only (the seller landing's contact form, a registration draft). */
export const FORM_BODY_BYTES_MAX = 16 * 1024;

/** A bulk edit's JSON: up to BULK_EDIT_ROWS_MAX lines of two ids and two numbers (about 150 bytes each). */
export const BULK_BODY_BYTES_MAX = BULK_EDIT_ROWS_MAX * 256;

/** A spreadsheet upload at its largest plus the multipart framing. */
export const SHEET_BODY_BYTES_MAX = PRODUCT_SHEET_BYTES_MAX + 64 * 1024;

/**
 * A tracking send: the spec caps a session at 1000 events; a typical event is about 200 bytes,
 * so one full session is about 200 KB. 1 MB carries a few full sessions (a queue that waited
 * through failed sends) and still refuses a junk body early.
 */
export const TRACKING_BODY_BYTES_MAX = 1024 * 1024;

export type BodyKind = 'json' | 'image' | 'video' | 'form' | 'bulk' | 'sheet' | 'tracking';

/** How large a body a route takes, and the code of the 413 answered beyond it. */
export const BODY_LIMITS: Readonly<Record<BodyKind, { readonly bytes: number; readonly code: ErrorCode }>> = {
  json: { bytes: JSON_BODY_BYTES_MAX, code: 'REQUEST.TOO_LARGE' },
  form: { bytes: FORM_BODY_BYTES_MAX, code: 'REQUEST.TOO_LARGE' },
  // The upload's own refusal, so the app shows the spec's "image too large" either way.
  image: { bytes: IMAGE_BODY_BYTES_MAX, code: 'FILE.IMAGE_TOO_LARGE' },
  video: { bytes: VIDEO_BODY_BYTES_MAX, code: 'FILE.VIDEO_TOO_LARGE' },
  bulk: { bytes: BULK_BODY_BYTES_MAX, code: 'REQUEST.TOO_LARGE' },
  tracking: { bytes: TRACKING_BODY_BYTES_MAX, code: 'REQUEST.TOO_LARGE' },
  // The sheet's own refusal, so the page shows 'the file is too large' either way.
  sheet: { bytes: SHEET_BODY_BYTES_MAX, code: 'BULK.SHEET_TOO_LARGE' },
};
