import { ok, err } from '../shared/result.js';
import { textLength } from '../format/text.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldCheck, fieldList, fieldMissing, fieldNumber, fieldRecord, fieldText } from '../format/field-read.js';
import { urlOrPathValid } from '../format/url.js';
import { FILE_ERROR, fileExtension, IMAGE_EXTENSIONS, PRODUCT_IMAGES_MAX, PRODUCT_VIDEOS_MAX, VIDEO_EXTENSIONS } from './product-file.js';
import {
  ClassificationTypeSchema,
  PRODUCT_DESCRIPTION_LENGTH,
  PRODUCT_NAME_LENGTH,
  PRODUCT_OPTION_NAME_LENGTH_MIN,
  PRODUCT_PREPARATION_DAYS,
  PRODUCT_RETURN_PERIOD_DAYS,
  PRODUCT_WEIGHT_GRAMS,
  ProductDraftSchema,
  type ProductDraft,
} from './product-draft.js';
import { MODERATION_WORDS_DEFAULT, moderationMatch } from '../moderation/moderation-words.js';
import { productVariantCombinations, productVariantKey, productVariantMatrix } from './product-variants.js';
import { PRODUCT_CLASSIFICATIONS_MAX } from './product-draft.js';

export interface ProductDraftValidateOptions {
  /** Words refused in the name and description (spec: no sensitive content); MODERATION_WORDS_DEFAULT when left out. */
  readonly moderationWords?: readonly string[];
}

type Issues = ValidationIssue[];
type Bounds = { readonly min: number; readonly max: number };

/** Identifiers as our API issues them: 1-64 letters, digits, '-' or '_'. */
const idIsValid = (value: unknown): boolean => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** Required text with a length range and no sensitive words; MISSING_/INVALID_..._LENGTH codes. */
function checkText(issues: Issues, field: string, key: 'NAME' | 'DESCRIPTION', value: unknown, bounds: Bounds, words: readonly string[]) {
  const text = fieldText(value);
  if (text === '') return void issues.push(issue(field, `PRODUCT.MISSING_${key}`));
  const length = textLength(text);
  if (length < bounds.min || length > bounds.max) issues.push(issue(field, `PRODUCT.INVALID_${key}_LENGTH`, bounds));
  const found = moderationMatch(text, words);
  if (found.length > 0) issues.push(issue(field, 'PRODUCT.SENSITIVE_CONTENT', { words: found.join(', ') }));
}

/**
 * A required number: MISSING_<KEY> when empty, INVALID_<KEY> when not a number, out of bounds,
 * or not whole where `whole` is asked. Bounds are inclusive; `exclusiveMin` refuses the minimum.
 */
function checkNumber(
  issues: Issues,
  field: string,
  key: string,
  value: unknown,
  rule: { readonly min: number; readonly max?: number; readonly whole?: boolean; readonly exclusiveMin?: boolean },
) {
  if (fieldMissing(value)) return void issues.push(issue(field, `PRODUCT.MISSING_${key}`));
  const number = fieldNumber(value);
  const params = rule.max === undefined ? { min: rule.min } : { min: rule.min, max: rule.max };
  const belowMin = number !== null && (rule.exclusiveMin ? number <= rule.min : number < rule.min);
  const aboveMax = number !== null && rule.max !== undefined && number > rule.max;
  const notWhole = number !== null && rule.whole === true && !Number.isInteger(number);
  if (number === null || belowMin || aboveMax || notWhole) issues.push(issue(field, `PRODUCT.INVALID_${key}`, params));
}

/** Image addresses: at least one, at most 3, each a valid address of an allowed type. */
function checkImages(issues: Issues, field: string, value: unknown, required: boolean) {
  if (fieldCheck(value, 'list') === 'wrong_type') return void issues.push(issue(field, 'PRODUCT.INVALID_IMAGE_URL'));
  const list = fieldList(value);
  if (required && list.length === 0) issues.push(issue(field, 'PRODUCT.MISSING_IMAGE'));
  if (list.length > PRODUCT_IMAGES_MAX) issues.push(issue(field, 'PRODUCT.IMAGES_MAX', { max: PRODUCT_IMAGES_MAX }));
  list.forEach((image, index) => {
    // CDN addresses may carry no extension: the type was checked on upload (productMediaCheck).
    if (!urlOrPathValid(image)) issues.push(issue(`${field}.${index}`, 'PRODUCT.INVALID_IMAGE_URL'));
    else if (!extensionAllowed(image as string, IMAGE_EXTENSIONS)) issues.push(issue(`${field}.${index}`, FILE_ERROR.imageNotSupported));
  });
}

const extensionAllowed = (address: string, allowed: readonly string[]): boolean => {
  const extension = fileExtension(address);
  return extension === '' || allowed.includes(extension);
};

function checkVideo(issues: Issues, value: unknown) {
  if (fieldMissing(value)) return;
  if (Array.isArray(value)) return void issues.push(issue('video', 'PRODUCT.VIDEOS_MAX', { max: PRODUCT_VIDEOS_MAX }));
  if (!urlOrPathValid(value)) return void issues.push(issue('video', 'PRODUCT.INVALID_VIDEO_URL'));
  if (!extensionAllowed(value as string, VIDEO_EXTENSIONS)) issues.push(issue('video', 'PRODUCT.VIDEO_NOT_SUPPORTED'));
}

function checkOptionalId(issues: Issues, field: string, value: unknown) {
  if (value !== undefined && value !== null && !idIsValid(value)) issues.push(issue(field, 'PRODUCT.INVALID_ID'));
}

function checkOption(issues: Issues, field: string, input: unknown) {
  const option = fieldRecord(input);
  const name = fieldText(option['name']);
  if (name === '') issues.push(issue(`${field}.name`, 'PRODUCT.MISSING_OPTION_NAME'));
  else if (textLength(name) < PRODUCT_OPTION_NAME_LENGTH_MIN) {
    issues.push(issue(`${field}.name`, 'PRODUCT.INVALID_OPTION_NAME_LENGTH', { min: PRODUCT_OPTION_NAME_LENGTH_MIN }));
  }
  checkNumber(issues, `${field}.price`, 'PRICE', option['price'], { min: 0 });
  checkNumber(issues, `${field}.stock`, 'QUANTITY', option['stock'], { min: 0, whole: true });
  checkImages(issues, `${field}.images`, option['images'], false);
}

function checkClassifications(issues: Issues, value: unknown) {
  const state = fieldCheck(value, 'list');
  if (state === 'missing') return;
  if (state === 'wrong_type') return void issues.push(issue('classifications', 'PRODUCT.INVALID_FIELD'));
  const list = fieldList(value);
  if (list.length > PRODUCT_CLASSIFICATIONS_MAX) issues.push(issue('classifications', 'PRODUCT.CLASSIFICATIONS_MAX', { max: PRODUCT_CLASSIFICATIONS_MAX }));
  list.forEach((input, index) => {
    const field = `classifications.${index}`;
    const classification = fieldRecord(input);
    if (fieldText(classification['name']) === '') issues.push(issue(`${field}.name`, 'PRODUCT.MISSING_CLASSIFICATION_NAME'));
    if (!ClassificationTypeSchema.safeParse(classification['type']).success) issues.push(issue(`${field}.type`, 'PRODUCT.MISSING_OPTION_TYPE'));
    const options = fieldList(classification['options']);
    if (options.length === 0) issues.push(issue(`${field}.options`, 'PRODUCT.MISSING_OPTION'));
    options.forEach((option, optionIndex) => checkOption(issues, `${field}.options.${optionIndex}`, option));
    const names = options.map((option) => fieldText(fieldRecord(option)['name']).toLocaleLowerCase('vi'));
    names.forEach((name, optionIndex) => {
      if (name !== '' && names.indexOf(name) !== optionIndex) issues.push(issue(`${field}.options.${optionIndex}.name`, 'PRODUCT.OPTION_NAME_DUPLICATE'));
    });
  });
}

/**
 * The variant matrix, when the form sends one: a price and stock per row, an allowed picture,
 * and exactly one row per combination of the options (VARIANTS_MISMATCH otherwise). An empty
 * matrix is filled from the options' own prices and stocks.
 */
function checkVariants(issues: Issues, value: unknown, classifications: unknown) {
  const state = fieldCheck(value, 'list');
  if (state === 'missing') return;
  if (state === 'wrong_type') return void issues.push(issue('variants', 'PRODUCT.INVALID_FIELD'));
  const rows = fieldList(value).map(fieldRecord);
  if (rows.length === 0) return;
  rows.forEach((row, index) => {
    checkNumber(issues, `variants.${index}.price`, 'PRICE', row['price'], { min: 0 });
    checkNumber(issues, `variants.${index}.stock`, 'QUANTITY', row['stock'], { min: 0, whole: true });
    if (!fieldMissing(row['image'])) checkImages(issues, `variants.${index}.image`, [row['image']], false);
  });
  const options = fieldList(classifications).map((entry) => ({
    options: fieldList(fieldRecord(entry)['options']).map((option) => ({ name: fieldText(fieldRecord(option)['name']) })),
  }));
  const wanted = productVariantCombinations(options).map(productVariantKey).sort();
  const sent = rows.map((row) => productVariantKey(fieldList(row['options']).map(fieldText))).sort();
  if (wanted.join('\n') !== sent.join('\n')) issues.push(issue('variants', 'PRODUCT.VARIANTS_MISMATCH'));
}

const rangeIsValid = (value: unknown): boolean => {
  const range = fieldRecord(value);
  const min = fieldNumber(range['min']);
  const max = fieldNumber(range['max']);
  return min !== null && max !== null && min > 0 && min <= max;
};

function checkSizeDetails(issues: Issues, value: unknown) {
  const state = fieldCheck(value, 'list');
  if (state === 'missing') return;
  if (state === 'wrong_type') return void issues.push(issue('size_details', 'PRODUCT.INVALID_FIELD'));
  fieldList(value).forEach((input, index) => {
    const detail = fieldRecord(input);
    const field = `size_details.${index}`;
    if (fieldText(detail['size_name']) === '') issues.push(issue(`${field}.size_name`, 'PRODUCT.SIZE_DETAIL_MISSING_SIZE'));
    for (const [key, code] of [
      ['height', 'PRODUCT.SIZE_DETAIL_MISSING_HEIGHT'],
      ['weight', 'PRODUCT.SIZE_DETAIL_MISSING_WEIGHT'],
    ] as const) {
      if (fieldMissing(detail[key])) issues.push(issue(`${field}.${key}`, code));
      else if (!rangeIsValid(detail[key])) issues.push(issue(`${field}.${key}`, 'PRODUCT.SIZE_DETAIL_INVALID_RANGE'));
    }
  });
}

function checkReturnConditions(issues: Issues, value: unknown) {
  if (!fieldList(value).some((condition) => fieldText(condition) !== '')) issues.push(issue('return_conditions', 'PRODUCT.MISSING_RETURN_CONDITION'));
}

/** The longest short texts of the form (spec silent): a name of a classification or option, a condition, the shipping note. */
export const PRODUCT_TEXT_MAX = { classification: 50, option: 50, returnCondition: 200, returnConditions: 10, shippingInfo: 500, link: 500 } as const;

/** Text fields the rules above do not bound: each at most its PRODUCT_TEXT_MAX (TEXT_TOO_LONG), at most 10 conditions. */
function checkTextMax(issues: Issues, draft: Readonly<Record<string, unknown>>) {
  const tooLong = (field: string, value: unknown, max: number) => {
    if (textLength(fieldText(value)) > max) issues.push(issue(field, 'PRODUCT.TEXT_TOO_LONG', { max }));
  };
  fieldList(draft['classifications']).forEach((entry, index) => {
    const classification = fieldRecord(entry);
    tooLong(`classifications.${index}.name`, classification['name'], PRODUCT_TEXT_MAX.classification);
    fieldList(classification['options']).forEach((option, optionIndex) =>
      tooLong(`classifications.${index}.options.${optionIndex}.name`, fieldRecord(option)['name'], PRODUCT_TEXT_MAX.option),
    );
  });
  const conditions = fieldList(draft['return_conditions']);
  if (conditions.length > PRODUCT_TEXT_MAX.returnConditions) issues.push(issue('return_conditions', 'PRODUCT.TEXT_TOO_LONG', { max: PRODUCT_TEXT_MAX.returnConditions }));
  conditions.forEach((condition, index) => tooLong(`return_conditions.${index}`, condition, PRODUCT_TEXT_MAX.returnCondition));
  tooLong('shipping_info', draft['shipping_info'], PRODUCT_TEXT_MAX.shippingInfo);
  tooLong('link', draft['link'], PRODUCT_TEXT_MAX.link);
}

function checkLink(issues: Issues, value: unknown) {
  if (fieldMissing(value)) return;
  if (!urlOrPathValid(value)) issues.push(issue('link', 'PRODUCT.INVALID_LINK'));
}

/**
 * Every rule of spec 5 "Product" over what the seller form submits. Codes follow the product
 * API's error texts (PRODUCT.MISSING_NAME, PRODUCT.INVALID_NAME_LENGTH, PRODUCT.MISSING_WEIGHT,
 * PRODUCT.SENSITIVE_CONTENT, PRODUCT.INVALID_ID, ...); every broken rule is listed, with its
 * field path ('classifications.0.options.1.name'). Never throws: any input gets an answer.
 */
export function productDraftValidate(input: unknown, options: ProductDraftValidateOptions = {}): Validation<ProductDraft> {
  const words = options.moderationWords ?? MODERATION_WORDS_DEFAULT;
  const draft = fieldRecord(input);
  const issues: Issues = [];
  checkOptionalId(issues, '_id', draft['_id']);
  checkText(issues, 'name', 'NAME', draft['name'], PRODUCT_NAME_LENGTH, words);
  checkText(issues, 'description', 'DESCRIPTION', draft['description'], PRODUCT_DESCRIPTION_LENGTH, words);
  checkImages(issues, 'images', draft['images'], true);
  checkVideo(issues, draft['video']);
  if (fieldMissing(draft['category_id'])) issues.push(issue('category_id', 'PRODUCT.MISSING_CATEGORY'));
  else checkOptionalId(issues, 'category_id', draft['category_id']);
  checkOptionalId(issues, 'size_chart_id', draft['size_chart_id']);
  checkNumber(issues, 'weight', 'WEIGHT', draft['weight'], PRODUCT_WEIGHT_GRAMS);
  for (const key of ['length', 'width', 'height'] as const) {
    checkNumber(issues, key, key.toUpperCase(), draft[key], { min: 0, exclusiveMin: true });
  }
  checkNumber(issues, 'sale_price', 'PRICE', draft['sale_price'], { min: 0 });
  checkNumber(issues, 'quantity', 'QUANTITY', draft['quantity'], { min: 0, whole: true });
  checkNumber(issues, 'preparation_time', 'PREPARATION_TIME', draft['preparation_time'], { ...PRODUCT_PREPARATION_DAYS, whole: true });
  checkNumber(issues, 'return_period', 'RETURN_PERIOD', draft['return_period'], { ...PRODUCT_RETURN_PERIOD_DAYS, whole: true });
  checkReturnConditions(issues, draft['return_conditions']);
  checkClassifications(issues, draft['classifications']);
  checkVariants(issues, draft['variants'], draft['classifications']);
  checkSizeDetails(issues, draft['size_details']);
  checkLink(issues, draft['link']);
  checkTextMax(issues, draft);
  if (issues.length > 0) return err(issues);
  // The rules above cover the schema; this catches a field of the wrong type they do not read
  // (shipping_info as a number, a commitment as a string) and yields the cleaned value.
  const parsed = ProductDraftSchema.safeParse(input);
  if (parsed.success) return ok({ ...parsed.data, variants: productVariantMatrix(parsed.data.classifications, parsed.data.variants) });
  return err(parsed.error.issues.map((zodIssue) => issue(zodIssue.path.join('.') || 'product', 'PRODUCT.INVALID_FIELD')));
}
