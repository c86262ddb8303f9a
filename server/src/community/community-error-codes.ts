import { COMMUNITY_ERRORS, COMMUNITY_FEED_ERRORS } from '@modavi/core';

type CommunityCode = Extract<keyof typeof COMMUNITY_ERRORS | keyof typeof COMMUNITY_FEED_ERRORS, `${'POST' | 'COMMENT' | 'MENTION' | 'REPLY' | 'CONTENT'}.${string}`>;
const CODES = [...Object.keys(COMMUNITY_ERRORS), ...Object.keys(COMMUNITY_FEED_ERRORS)].filter((code) => /^(POST|COMMENT|MENTION|REPLY|CONTENT)\./.test(code));

/** Core's feed codes (posts, comments, mentions, offensive text) keyed by themselves, spread into ERROR_CODES. */
export const COMMUNITY_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as { readonly [C in CommunityCode]: C };
