import { err, ok } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';

/** Verification codes (phone OTP, email code) are six digits. */
export const OTP_LENGTH = 6;

const OTP = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * A verification code as typed: six ASCII digits, spaces around ignored. No code at all is
 * 'OTP.REQUIRED'; any other shape is the spec's "verification code not valid".
 */
export function otpValidate(code: unknown): Validation<string> {
  const text = typeof code === 'string' ? code.trim() : null;
  if (code == null || text === '') return err([issue('code', 'OTP.REQUIRED')]);
  // A number is refused too: as a number, a code starting with 0 has already lost a digit.
  if (text === null || !OTP.test(text)) return err([issue('code', 'OTP.INVALID', { length: OTP_LENGTH })]);
  return ok(text);
}
