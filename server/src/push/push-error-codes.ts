/** Error codes of the push token calls and the development document store. */
export const PUSH_ERROR_CODES = {
  'PUSH.LOGIN_REQUIRED': 'PUSH.LOGIN_REQUIRED',
  'PUSH.TOKEN_INVALID': 'PUSH.TOKEN_INVALID',
  'DOCUMENT.NOT_FOUND': 'DOCUMENT.NOT_FOUND',
} as const;
