import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { maskMiddle } from '../identity/mask.js';

/**
 * A person's wall as anyone sees it (/tuong/{userId}): no email, phone, birthday, ID number or
 * measurements. `name` is already masked for others (spec's masking: first and last character
 * with five stars); the owner's own wall carries the full name. `joined_at` is epoch ms.
 */
export const PublicProfileSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** The first letter of the name, for the avatar circle. */
  initial: z.string(),
  avatar: z.nullish(z.string()),
  joined_at: z.number(),
  /** Shops and people this person follows. */
  following: z.number(),
  /** People following this person. */
  followers: z.number(),
  is_self: z.boolean(),
  /** Whether the signed-in viewer follows this person (false for guests and on one's own wall). */
  followed_by_viewer: z._default(z.boolean(), false),
});

export const PERSON_FOLLOW_ERROR = { self: 'FOLLOW.SELF', loginRequired: 'FOLLOW.LOGIN_REQUIRED' } as const;

/** A person may follow anyone but themselves. Never throws. */
export const personFollowAllowed = (viewerId: string, personId: string): boolean => viewerId !== '' && personId !== '' && viewerId !== personId;
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The avatar letter: the name's first character, upper-cased; '?' for an empty name. */
export function profileInitial(name: string): string {
  const first = Array.from(name.normalize('NFC').trim())[0];
  return first === undefined ? '?' : first.toLocaleUpperCase('vi');
}

/** The name a wall shows: the owner's own, masked for anyone else. */
export const profileNameShown = (name: string, isSelf: boolean): string => (isSelf ? name : maskMiddle(name));
