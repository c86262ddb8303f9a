import * as z from 'zod/mini';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldMissing, fieldNumber, fieldRecord, fieldText, fieldTexts } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { BANNER_COVER_IMAGE_SIZE, BANNER_IMAGE_SIZE, imageRatioFits, type ImageSize } from './image-ratio.js';
import { BANNER_TYPES, type Banner } from './banner.js';

/** Spec section 5. */
export const BANNER_TITLE_MIN = 5;
export const BANNER_TITLE_MAX = 200;
/** The longest related URL (spec silent; what browsers and links carry comfortably). */
export const BANNER_URL_MAX = 2000;
/** How many related products one banner may list (spec silent). */
export const BANNER_PRODUCTS_MAX = 50;

const HttpUrl = z.httpUrl();

/** Whether text is an absolute http or https address with a domain name. */
export const bannerUrlValid = (text: string): boolean => HttpUrl.safeParse(text).success;

/** A checked banner form: the banner without server-owned fields. */
export type BannerForm = Omit<Banner, '_id' | 'shop_id' | 'deleted'>;

export const BANNER_FORM_CODES = [
  'BANNER.REQUIRED',
  'BANNER.TITLE_LENGTH',
  'BANNER.END_BEFORE_TODAY',
  'BANNER.END_BEFORE_START',
  'BANNER.URL_INVALID',
  'BANNER.IMAGE_RATIO',
  'BANNER.TYPE_INVALID',
  'BANNER.PRODUCTS_TOO_MANY',
] as const;

/** Whether a `{ width, height }` the form measured has the expected ratio; no size given passes. */
function sizeFits(value: unknown, expected: ImageSize): boolean {
  if (fieldMissing(value)) return true;
  const size = fieldRecord(value);
  return imageRatioFits({ width: fieldNumber(size['width']) ?? 0, height: fieldNumber(size['height']) ?? 0 }, expected);
}

/**
 * Checks a banner form and lists every issue: title required, 5-200 characters; type,
 * start and end required; end on `today` or later (`today` is the epoch ms at which today
 * began, from the Clock and the seller's time zone) and after the start; related URL required,
 * http or https; cover image required, and when `cover_image_size` ({ width, height }) is
 * given, of the 1340x754 ratio; the banner image (optional: the cover shows in its place) of
 * 343x150 when `banner_image_size` is given; type one of BANNER_TYPES; at most
 * BANNER_PRODUCTS_MAX related products (repeats dropped). Never throws.
 */
export function bannerFormValidate(input: unknown, today: number): Validation<BannerForm> {
  const fields = fieldRecord(input);
  const read = (key: string): unknown => fields[key];
  const issues: ValidationIssue[] = [];
  const add = (field: string, code: (typeof BANNER_FORM_CODES)[number], params?: Record<string, number>) =>
    issues.push(issue(field, code, params));

  const title = fieldText(read('title'));
  if (title === '') add('title', 'BANNER.REQUIRED');
  else if (textLength(title) < BANNER_TITLE_MIN || textLength(title) > BANNER_TITLE_MAX) {
    add('title', 'BANNER.TITLE_LENGTH', { min: BANNER_TITLE_MIN, max: BANNER_TITLE_MAX });
  }

  const type = fieldText(read('type'));
  if (type === '') add('type', 'BANNER.REQUIRED');
  else if (!(BANNER_TYPES as readonly string[]).includes(type)) add('type', 'BANNER.TYPE_INVALID');

  const start = fieldNumber(read('start_date'));
  const end = fieldNumber(read('end_date'));
  if (start === null) add('start_date', 'BANNER.REQUIRED');
  if (end === null) add('end_date', 'BANNER.REQUIRED');
  else {
    // Both rules can fail at once (an end yesterday and before the start): report both.
    if (!(end >= today)) add('end_date', 'BANNER.END_BEFORE_TODAY');
    if (start !== null && !(end > start)) add('end_date', 'BANNER.END_BEFORE_START');
  }

  const url = fieldText(read('related_url'));
  if (url === '') add('related_url', 'BANNER.REQUIRED');
  else if (url.length > BANNER_URL_MAX || !bannerUrlValid(url)) add('related_url', 'BANNER.URL_INVALID');

  const cover = fieldText(read('cover_image'));
  if (cover === '') add('cover_image', 'BANNER.REQUIRED');
  if (!sizeFits(read('cover_image_size'), BANNER_COVER_IMAGE_SIZE)) add('cover_image', 'BANNER.IMAGE_RATIO', { ...BANNER_COVER_IMAGE_SIZE });
  const small = fieldText(read('banner_image'));
  if (!sizeFits(read('banner_image_size'), BANNER_IMAGE_SIZE)) add('banner_image', 'BANNER.IMAGE_RATIO', { ...BANNER_IMAGE_SIZE });

  const products = fieldTexts(read('related_product_ids'));
  if (products.length > BANNER_PRODUCTS_MAX) add('related_product_ids', 'BANNER.PRODUCTS_TOO_MANY', { max: BANNER_PRODUCTS_MAX });

  if (issues.length > 0) return err(issues);
  return ok({
    title,
    type,
    start_date: Math.floor(start ?? 0),
    end_date: Math.floor(end ?? 0),
    related_url: url,
    cover_image: cover,
    banner_image: small === '' ? null : small,
    related_product_ids: [...new Set(products)],
  });
}

/** What the server refuses on a seller's banner beyond the form: another shop's product, an image it did not store. */
export const BANNER_SELLER_CODES = ['BANNER.PRODUCT_NOT_IN_SHOP', 'BANNER.IMAGE_NOT_UPLOADED'] as const;
