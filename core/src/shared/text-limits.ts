import * as z from 'zod/mini';

/**
 * The longest text a request field may carry where the spec names no limit. The form and the
 * server read the same schema, so the form stops where the server would refuse; the server's
 * body limit (64 KB) is the backstop for fields without one.
 */
export const TEXT_LIMITS = {
  /** A person's or a place's name, an administrative unit, a shipping company. */
  name: 100,
  /** A phone number, a postal or administrative code, an ID number, a date as typed. */
  code: 32,
  /** An email address (RFC 5321's path limit). */
  email: 254,
  /** House number, street and building. */
  addressDetail: 255,
  /** A note to the seller, a cancel reason, a refusal's reason. */
  note: 500,
} as const;

/** A text field of at most `max` characters. */
export const textMax = (max: number) => z.string().check(z.maxLength(max));
