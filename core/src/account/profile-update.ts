import * as z from 'zod/mini';
import { TEXT_LIMITS, textMax } from '../shared/text-limits.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldMissing, fieldRecord, fieldText } from '../format/field-read.js';
import { authNameValidate } from '../identity/auth-destination.js';
import { BodyMeasurementsSchema, type BodyMeasurements } from '../identity/body-measurements.js';
import { emailValid } from '../identity/email.js';
import { PHONE_COUNTRY_VIETNAM, PHONE_PREFIX_OTHER, PHONE_PREFIX_VIETNAM, phoneFormat } from '../identity/phone-format.js';
import { GenderSchema, type Gender } from '../identity/user-profile.js';
import { idDocumentValid } from '../shop/seller-application-validate.js';

/** The body-measurement fields of core's `BodyMeasurementsSchema`, in the form's order. */
export const BODY_MEASUREMENT_FIELDS = [
  'height',
  'weight',
  'chest',
  'upper_waist',
  'lower_waist',
  'hip',
  'shoulder_length',
  'shirt_length',
  'trouser_length',
  'bottom',
] as const satisfies readonly (keyof BodyMeasurements)[];
export type BodyMeasurementField = (typeof BODY_MEASUREMENT_FIELDS)[number];

/**
 * Upper bounds of a plausible measure (the spec gives none): 300 cm for a length, 500 kg for the
 * weight. They catch a typo (1700 for 170) without refusing any real body.
 */
export const BODY_MEASUREMENT_MAX: Readonly<Record<BodyMeasurementField, number>> = {
  height: 300,
  weight: 500,
  chest: 300,
  upper_waist: 300,
  lower_waist: 300,
  hip: 300,
  shoulder_length: 300,
  shirt_length: 300,
  trouser_length: 300,
  bottom: 300,
};

/** The oldest date of birth accepted, in years before today (the spec gives none). */
export const DATE_OF_BIRTH_MAX_AGE_YEARS = 120;

/** What the profile form sends (PUT me): the profile's editable fields; empty ones clear. */
export const ProfileUpdateSchema = z.object({
  name: textMax(TEXT_LIMITS.name),
  email: z.nullish(textMax(TEXT_LIMITS.email)),
  phone: z.nullish(textMax(TEXT_LIMITS.code)),
  gender: z.nullish(GenderSchema),
  date_of_birth: z.nullish(textMax(TEXT_LIMITS.code)),
  id_number: z.nullish(textMax(TEXT_LIMITS.code)),
  body_measurements: z.nullish(BodyMeasurementsSchema),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** Any country but Vietnam formats with +82 (phoneFormat); Korea is the one the spec means. */
const PHONE_COUNTRY_OTHER = 'KR';

/**
 * A profile's phone as typed, in the spec's format, or null when it is not a number. A number
 * already written with a prefix keeps its country, whatever region the visitor is in (a
 * Vietnamese number saved by a visitor from Korea stays +84).
 */
export function profilePhoneFormat(raw: string, country: string): string | null {
  const text = raw.trim();
  const phoneCountry = text.startsWith(PHONE_PREFIX_VIETNAM)
    ? PHONE_COUNTRY_VIETNAM
    : text.startsWith(PHONE_PREFIX_OTHER) && country === PHONE_COUNTRY_VIETNAM
      ? PHONE_COUNTRY_OTHER
      : country;
  return phoneFormat(text, phoneCountry);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (no 31 February), as [year, month, day]. */
function calendarDay(text: string): readonly [number, number, number] | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lastDay = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= lastDay ? [year, month, day] : null;
}

/**
 * A date of birth 'YYYY-MM-DD' that is a real day, not after `today` and at most
 * DATE_OF_BIRTH_MAX_AGE_YEARS before it. `today` is also 'YYYY-MM-DD' (core reads no clock).
 */
export function dateOfBirthValid(text: unknown, today: string): boolean {
  if (typeof text !== 'string') return false;
  const day = calendarDay(text.trim());
  const now = calendarDay(today);
  if (!day || !now) return false;
  const key = ([y, m, d]: readonly [number, number, number]) => y * 10_000 + m * 100 + d;
  const oldest: readonly [number, number, number] = [now[0] - DATE_OF_BIRTH_MAX_AGE_YEARS, now[1], now[2]];
  return key(day) <= key(now) && key(day) >= key(oldest);
}

/** A measure from the form: a finite number from 0 to its bound; null when left empty. */
function measureRead(value: unknown, max: number): number | null | 'invalid' {
  if (fieldMissing(value)) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : Number.NaN;
  return Number.isFinite(number) && number >= 0 && number <= max ? number : 'invalid';
}

export interface ProfileUpdateContext {
  /** Today 'YYYY-MM-DD' for the date-of-birth rule. */
  readonly today: string;
  /** The phone's country for the spec's formatting (+84 for VN, +82 otherwise). */
  readonly country: string;
}

/**
 * Checks the profile form and returns it cleaned: name as at sign-up (required, bounded),
 * email valid when given, phone in the spec's format (3-3-4 after +84 or +82) when given,
 * gender one of male/female/other, date of birth a real past day, ID number a Vietnamese
 * document (9 or 12 digits; the spec's 'invalid ID document'), each body measure a number
 * from 0 to its bound. Empty optional fields become null. Lists every issue; never throws.
 */
export function profileUpdateValidate(input: unknown, context: ProfileUpdateContext): Validation<ProfileUpdate> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const name = authNameValidate(fields['name']);
  if (!name.ok) issues.push(...name.error);

  const email = fieldText(fields['email']);
  if (email !== '' && !emailValid(email)) issues.push(issue('email', 'AUTH.EMAIL_INVALID'));
  const phoneRaw = fieldText(fields['phone']);
  const phone = phoneRaw === '' ? null : profilePhoneFormat(phoneRaw, context.country);
  if (phoneRaw !== '' && phone === null) issues.push(issue('phone', 'AUTH.PHONE_INVALID'));

  let gender: Gender | null = null;
  if (!fieldMissing(fields['gender'])) {
    const parsed = GenderSchema.safeParse(fields['gender']);
    if (parsed.success) gender = parsed.data;
    else issues.push(issue('gender', 'PROFILE.GENDER_INVALID'));
  }
  const birth = fieldText(fields['date_of_birth']);
  if (birth !== '' && !dateOfBirthValid(birth, context.today)) issues.push(issue('date_of_birth', 'PROFILE.DATE_OF_BIRTH_INVALID'));
  const idNumber = fieldText(fields['id_number']);
  if (idNumber !== '' && !idDocumentValid(idNumber)) issues.push(issue('id_number', 'PROFILE.ID_NUMBER_INVALID'));

  const given = fieldRecord(fields['body_measurements']);
  const measures: Record<string, number | null> = {};
  for (const field of BODY_MEASUREMENT_FIELDS) {
    const value = measureRead(given[field], BODY_MEASUREMENT_MAX[field]);
    if (value === 'invalid') issues.push(issue(`body_measurements.${field}`, 'PROFILE.MEASUREMENT_INVALID', { max: BODY_MEASUREMENT_MAX[field] }));
    else measures[field] = value;
  }

  if (issues.length > 0 || !name.ok) return err(issues);
  return ok({
    name: name.value,
    email: email === '' ? null : email.toLowerCase(),
    phone,
    gender,
    date_of_birth: birth === '' ? null : birth,
    id_number: idNumber === '' ? null : idNumber,
    body_measurements: measures as BodyMeasurements,
  });
}
