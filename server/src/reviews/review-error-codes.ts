import { REVIEWS_ERRORS } from '@modavi/core';

/** Form codes of core's review rules and the upload codes (FILE.*) the review and upload routes answer with. */
const FORM_AND_FILE_CODES = [
  'REVIEW.RATING_REQUIRED',
  'REVIEW.RATING_INVALID',
  'REVIEW.CONTENT_TOO_LONG',
  'REVIEW.INVALID',
  'FILE.IMAGE_NOT_SUPPORTED',
  'FILE.READ_ERROR',
  'FILE.UPLOAD_FAILED',
  'FILE.IMAGE_TOO_LARGE',
  'FILE.VIDEO_NOT_SUPPORTED',
  'FILE.VIDEO_TOO_LARGE',
  'FILE.VIDEO_TOO_LONG',
  'FILE.VIDEO_LENGTH_UNKNOWN',
  'FILE.UPLOAD_QUOTA_REACHED',
] as const;

export type ReviewUploadErrorCode = keyof typeof REVIEWS_ERRORS | (typeof FORM_AND_FILE_CODES)[number];

const CODES: readonly ReviewUploadErrorCode[] = [...(Object.keys(REVIEWS_ERRORS) as (keyof typeof REVIEWS_ERRORS)[]), ...FORM_AND_FILE_CODES];

/** The codes keyed by themselves, spread into ERROR_CODES like the commerce codes. */
export const REVIEW_UPLOAD_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as {
  readonly [Code in ReviewUploadErrorCode]: Code;
};
