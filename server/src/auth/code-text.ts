import { OTP_POLICY, type Locale, type OtpPurpose } from '@modavi/core';

const MINUTES = OTP_POLICY.ttlMs / 60_000;

const WHAT: Record<Locale, Record<OtpPurpose, string>> = {
  vi: { signup: 'đăng ký tài khoản', login: 'đăng nhập', reset: 'đặt lại mật khẩu', contact: 'xác nhận địa chỉ này cho tài khoản Modavi của bạn' },
  kr: { signup: 'sign up', login: 'log in', reset: 'reset your password', contact: 'confirm this address for your Modavi account' },
};

/** The SMS or mail text of a code, in the language the request asked for. */
export function codeText(code: string, purpose: OtpPurpose, locale: Locale): string {
  return locale === 'kr'
    ? `Modavi: ${code} is your code to ${WHAT.kr[purpose]}. It expires in ${MINUTES} minutes. Never share it.`
    : `Modavi: ${code} là mã xác thực để ${WHAT.vi[purpose]}, có hiệu lực trong ${MINUTES} phút. Không chia sẻ mã này cho bất kỳ ai.`;
}
