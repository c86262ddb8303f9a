import { CHAT_ERRORS } from '@modavi/core';

type Code = keyof typeof CHAT_ERRORS | 'CHAT.LOGIN_REQUIRED' | 'CHAT.NOT_A_PARTY';

/** Core's chat codes keyed by themselves, spread into ERROR_CODES (with the socket's login and party refusals). */
export const CHAT_ERROR_CODES = Object.fromEntries(
  [...Object.keys(CHAT_ERRORS), 'CHAT.LOGIN_REQUIRED', 'CHAT.NOT_A_PARTY'].map((code) => [code, code]),
) as { readonly [C in Code]: C };
