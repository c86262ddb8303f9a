/**
 * Paths of the annual awards event (spec 1, 2, 4), apart from API_PATHS so only the /awards
 * chunk carries them, never the first visit.
 */
export const AWARDS_API_PATHS = {
  /** GET (anyone): the current edition with its categories, nominees and counts. */
  edition: 'api/v1/public/awards/current',
  /** GET (buyer): my balance and whether I checked in today. */
  balance: 'api/v1/mobile/awards/votes/me',
  /** POST (buyer): today's check-in, +VOTES_PER_CHECK_IN. */
  checkIn: 'api/v1/mobile/awards/check-in',
  /** POST (buyer): `{ nominee_id, count }`. */
  vote: 'api/v1/mobile/awards/votes',
} as const;
