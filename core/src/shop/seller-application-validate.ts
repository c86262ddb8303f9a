import { ok, err } from '../shared/result.js';
import { textLength } from '../format/text.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { emailValid } from '../identity/email.js';
import { dateParse } from '../format/date.js';
import { urlOrPathValid, websiteValid } from '../format/url.js';
import { BusinessPlatformSchema, BusinessTypeSchema, SellerApplicationSchema, SellerIndustrySchema, type SellerApplication } from './seller-application.js';

/** Spec 5: the applicant's full name has 2-40 characters. */
export const SELLER_FULL_NAME_LENGTH = { min: 2, max: 40 } as const;
/** Spec 5 and 9: the shop description has 100-500 characters. */
export const SHOP_DESCRIPTION_LENGTH = { min: 100, max: 500 } as const;

/**
 * A Vietnamese mobile number: 10 digits starting 03, 05, 07, 08 or 09, or the same after +84
 * with or without its 0 (the spec's own display format keeps it: '+84 091 234 5678', as the
 * profile stores it). Spaces, dots and dashes between digits are ignored.
 */
export function vietnamMobileValid(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return /^(?:0|\+840?)[35789]\d{8}$/.test(value.replace(/[\s.-]/g, ''));
}

/** A Vietnamese ID document number: citizen ID (CCCD, 12 digits) or the older ID card (CMND, 9 digits). */
export function idDocumentValid(value: unknown): boolean {
  return typeof value === 'string' && /^(?:\d{9}|\d{12})$/.test(value.trim());
}

type Issues = ValidationIssue[];
const CODE = 'SELLER_APPLICATION';

function required(issues: Issues, field: string, value: unknown, code: string): string {
  const text = fieldText(value);
  if (text === '') issues.push(issue(field, `${CODE}.${code}`));
  return text;
}

function checkLength(issues: Issues, field: string, text: string, bounds: { min: number; max: number }, code: string) {
  const length = textLength(text);
  if (text !== '' && (length < bounds.min || length > bounds.max)) issues.push(issue(field, `${CODE}.${code}`, bounds));
}

function checkPhoto(issues: Issues, field: string, value: unknown, code: string) {
  if (required(issues, field, value, code) !== '' && !urlOrPathValid(fieldText(value))) issues.push(issue(field, `${CODE}.PHOTO_INVALID`));
}

function checkChoices(issues: Issues, form: Readonly<Record<string, unknown>>) {
  const industry = SellerIndustrySchema.safeParse(form['industry']);
  if (!industry.success) issues.push(issue('industry', `${CODE}.INDUSTRY_REQUIRED`));
  else if (industry.data === 'other') required(issues, 'industry_other', form['industry_other'], 'INDUSTRY_OTHER_REQUIRED');
  const platform = BusinessPlatformSchema.safeParse(form['platform']);
  if (!platform.success) issues.push(issue('platform', `${CODE}.PLATFORM_REQUIRED`));
  // With no platform there is nothing to link to; the link rule applies to every other choice.
  else if (platform.data !== 'none') {
    const link = required(issues, 'platform_link', form['platform_link'], 'LINK_REQUIRED');
    if (link !== '' && !websiteValid(link)) issues.push(issue('platform_link', `${CODE}.LINK_INVALID`));
  }
  if (!BusinessTypeSchema.safeParse(form['business_type']).success) issues.push(issue('business_type', `${CODE}.BUSINESS_TYPE_REQUIRED`));
}

/** A date of birth as the form writes it: DD/MM/YYYY of a day that exists (core's dateParse), no time. */
export const dobValid = (text: string): boolean => /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text) && dateParse(text) !== null;

/**
 * Spec 5 "Shop registration" over the registration form: full name 2-40, an optional date of
 * birth that exists (DD/MM/YYYY), a Vietnamese mobile,
 * a valid ID document (CCCD or CMND), a valid email, store name, industry, platform with its
 * link, description 100-500, the four address parts, business type, both ID photos and the
 * business licence photo. Every broken rule is listed; never throws.
 */
export function sellerApplicationValidate(input: unknown): Validation<SellerApplication> {
  const form = fieldRecord(input);
  const issues: Issues = [];
  const fullName = required(issues, 'full_name', form['full_name'], 'FULL_NAME_REQUIRED');
  checkLength(issues, 'full_name', fullName, SELLER_FULL_NAME_LENGTH, 'FULL_NAME_LENGTH');
  if (required(issues, 'phone', form['phone'], 'PHONE_REQUIRED') !== '' && !vietnamMobileValid(form['phone'])) {
    issues.push(issue('phone', `${CODE}.PHONE_INVALID`));
  }
  if (required(issues, 'id_number', form['id_number'], 'ID_NUMBER_REQUIRED') !== '' && !idDocumentValid(form['id_number'])) {
    issues.push(issue('id_number', `${CODE}.INVALID_ID_DOCUMENT`));
  }
  if (required(issues, 'email', form['email'], 'EMAIL_REQUIRED') !== '' && !emailValid(form['email'])) {
    issues.push(issue('email', `${CODE}.EMAIL_INVALID`));
  }
  // Optional; when given, a day that exists written DD/MM/YYYY (31/02/1995 does not).
  const dob = fieldText(form['dob']);
  if (dob !== '' && !dobValid(dob)) issues.push(issue('dob', `${CODE}.DOB_INVALID`));
  required(issues, 'store_name', form['store_name'], 'STORE_NAME_REQUIRED');
  checkChoices(issues, form);
  const description = required(issues, 'description', form['description'], 'DESCRIPTION_REQUIRED');
  checkLength(issues, 'description', description, SHOP_DESCRIPTION_LENGTH, 'DESCRIPTION_LENGTH');
  const address = fieldRecord(form['address']);
  for (const part of ['street', 'province', 'district', 'ward'] as const) required(issues, `address.${part}`, address[part], 'ADDRESS_REQUIRED');
  checkPhoto(issues, 'id_front_photo', form['id_front_photo'], 'ID_FRONT_PHOTO_REQUIRED');
  checkPhoto(issues, 'id_back_photo', form['id_back_photo'], 'ID_BACK_PHOTO_REQUIRED');
  // Spec 5 requires the licence outright, also for a household business ("business registered: no").
  checkPhoto(issues, 'licence_photo', form['licence_photo'], 'LICENCE_PHOTO_REQUIRED');
  if (issues.length > 0) return err(issues);
  const parsed = SellerApplicationSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(problem.path.join('.') || 'application', `${CODE}.INVALID_FIELD`)));
}
