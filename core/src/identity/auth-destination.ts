import { err, ok } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';
import type { OtpChannel } from './auth-requests.js';
import { emailValid } from './email.js';
import { PHONE_COUNTRY_VIETNAM, phoneFormat } from './phone-format.js';

/**
 * A code's destination in the one form accounts are stored and looked up by: an email trimmed
 * and lower-cased, a phone number in the spec's format ('+84 091 234 5678'), so '0912345678'
 * and '0912 345 678' are the same account. The country picks the phone prefix (spec: +84 for
 * Vietnam, +82 otherwise).
 */
export function authDestinationParse(channel: OtpChannel, raw: unknown, country: string = PHONE_COUNTRY_VIETNAM): Validation<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (channel === 'email') {
    if (text === '') return err([issue('destination', 'AUTH.EMAIL_REQUIRED')]);
    return emailValid(text) ? ok(text.toLowerCase()) : err([issue('destination', 'AUTH.EMAIL_INVALID')]);
  }
  if (text === '') return err([issue('destination', 'AUTH.PHONE_REQUIRED')]);
  const phone = phoneFormat(text, country);
  return phone === null ? err([issue('destination', 'AUTH.PHONE_INVALID')]) : ok(phone);
}

/** A display name for a new account: trimmed, 1-100 characters. */
export function authNameValidate(raw: unknown): Validation<string> {
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (text === '') return err([issue('name', 'AUTH.NAME_REQUIRED')]);
  if (text.length > 100) return err([issue('name', 'AUTH.NAME_TOO_LONG', { max: 100 })]);
  return ok(text);
}
