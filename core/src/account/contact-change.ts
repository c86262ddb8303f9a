import * as z from 'zod/mini';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord } from '../format/field-read.js';
import { authDestinationParse } from '../identity/auth-destination.js';
import { OtpChannelSchema, type OtpChannel } from '../identity/auth-requests.js';
import { otpValidate } from '../identity/otp.js';
import { profilePhoneFormat, type ProfileUpdate } from './profile-update.js';

/** Ask for a code that proves a new email or phone (`destination` as typed in the profile form). */
export const ContactCodeRequestSchema = z.object({
  channel: OtpChannelSchema,
  destination: z.string().check(z.maxLength(254)),
});
export type ContactCodeRequest = z.infer<typeof ContactCodeRequestSchema>;

/**
 * The address a contact code goes to, normalised exactly as the profile will store it (an email
 * lower-cased, a phone through profilePhoneFormat), so the code proves the value saved.
 */
export function contactDestinationParse(channel: OtpChannel, raw: unknown, country: string): Validation<string> {
  if (channel === 'email') return authDestinationParse('email', raw);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return err([issue('destination', 'AUTH.PHONE_REQUIRED')]);
  const phone = profilePhoneFormat(text, country);
  return phone === null ? err([issue('destination', 'AUTH.PHONE_INVALID')]) : ok(phone);
}

/** The field of the profile body (PUT me) that carries each channel's code. */
export const CONTACT_CODE_FIELDS = { email: 'email_code', phone: 'phone_code' } as const satisfies Record<OtpChannel, string>;

/** The codes sent with a profile update, one per contact detail it changes. */
export type ContactCodes = Partial<Readonly<Record<OtpChannel, string>>>;

/** The email and phone an account holds now (normalised, as the profile shows them). */
export interface ContactDetails {
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
}

/**
 * The contact details a (validated) profile update sets to a new value: those need a code sent
 * to the new value before they are stored. Removing one needs none: nobody can be let in by an
 * address the account no longer has.
 */
export function profileContactChanges(current: ContactDetails, update: Pick<ProfileUpdate, 'email' | 'phone'>): readonly OtpChannel[] {
  const changes: OtpChannel[] = [];
  if (update.email != null && update.email !== (current.email ?? null)) changes.push('email');
  if (update.phone != null && update.phone !== (current.phone ?? null)) changes.push('phone');
  return changes;
}

/**
 * The code of each changed contact detail, read from the form or the request body
 * (`email_code`, `phone_code`): present and six digits, else 'OTP.REQUIRED' or 'OTP.INVALID'
 * on that field. The form and the server run the same rule; whether a code is right only the
 * server knows.
 */
export function contactCodesCheck(changes: readonly OtpChannel[], input: unknown): Validation<ContactCodes> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const codes: Partial<Record<OtpChannel, string>> = {};
  for (const channel of changes) {
    const field = CONTACT_CODE_FIELDS[channel];
    const checked = otpValidate(fields[field]);
    if (checked.ok) codes[channel] = checked.value;
    else issues.push(...checked.error.map((found) => ({ ...found, field })));
  }
  return issues.length > 0 ? err(issues) : ok(codes);
}
