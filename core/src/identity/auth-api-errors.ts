/**
 * The codes the account API answers with besides the rules' own validation codes: what the
 * server refuses and the screens explain. Each has its message in IDENTITY_ERRORS.
 */
export const AUTH_API_ERRORS = {
  /** Spec: 'email or password is incorrect'. */
  credentialsIncorrect: 'AUTH.CREDENTIALS_INCORRECT',
  /** This client address gave too many wrong passwords or codes lately (LOGIN_THROTTLE_POLICY): it waits. */
  loginLocked: 'AUTH.LOGIN_LOCKED',
  accountExists: 'AUTH.ACCOUNT_EXISTS',
  accountNotFound: 'AUTH.ACCOUNT_NOT_FOUND',
  /** A no-login (guest) token on a call that needs an account. */
  loginRequired: 'AUTH.LOGIN_REQUIRED',
  /** An account without the role the call needs (a buyer in the seller area). */
  forbidden: 'AUTH.FORBIDDEN',
  passwordIncorrect: 'AUTH.PASSWORD_INCORRECT',
  /** Too many wrong current passwords at a password change lately (PASSWORD_CHANGE_POLICY). */
  passwordChangeLocked: 'AUTH.PASSWORD_CHANGE_LOCKED',
  oauthFailed: 'AUTH.OAUTH_FAILED',
  providerUnavailable: 'AUTH.PROVIDER_UNAVAILABLE',
  /** Spec: 'verification code not valid'. */
  otpInvalid: 'OTP.INVALID',
  otpExpired: 'OTP.EXPIRED',
  otpLocked: 'OTP.LOCKED',
  otpRateLimited: 'OTP.RATE_LIMITED',
  /** The SMS or mail provider failed: spec's generic 'try again in a few minutes'. */
  otpDeliveryFailed: 'OTP.DELIVERY_FAILED',
} as const;

export type AuthApiError = (typeof AUTH_API_ERRORS)[keyof typeof AUTH_API_ERRORS];
