import { COMMUNITY_ERRORS, SOCIAL_FEEDBACK_ERRORS } from '@modavi/core';

type SocialFeedbackCode = Extract<keyof typeof COMMUNITY_ERRORS, `SOCIAL_FEEDBACK.${string}`> | keyof typeof SOCIAL_FEEDBACK_ERRORS;

const CODES: readonly string[] = [
  ...Object.keys(COMMUNITY_ERRORS).filter((code) => code.startsWith('SOCIAL_FEEDBACK.')),
  ...Object.keys(SOCIAL_FEEDBACK_ERRORS),
];

/** Every code the social-feedback routes answer with (the form's rule and the routes' own), keyed by itself; spread into ERROR_CODES. */
export const SOCIAL_FEEDBACK_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as {
  readonly [Code in SocialFeedbackCode]: Code;
};

export const isSocialFeedbackCode = (code: string): code is SocialFeedbackCode => CODES.includes(code);
