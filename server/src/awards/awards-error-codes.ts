import { AWARDS_ERRORS } from '@modavi/core';

type AwardsCode = keyof typeof AWARDS_ERRORS | 'VOTE.OUT_OF_VOTES' | 'VOTE.INVALID_COUNT' | 'CHECK_IN.ALREADY_DONE';

const CODES: readonly AwardsCode[] = [...(Object.keys(AWARDS_ERRORS) as (keyof typeof AWARDS_ERRORS)[]), 'VOTE.OUT_OF_VOTES', 'VOTE.INVALID_COUNT', 'CHECK_IN.ALREADY_DONE'];

/** Every code the awards routes answer with (the vote and check-in rules' and the event's own), keyed by itself; spread into ERROR_CODES. */
export const AWARDS_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as { readonly [Code in AwardsCode]: Code };
