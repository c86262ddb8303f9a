/**
 * Paths of the social-organisation feedback (spec 7, issue 14), apart from API_PATHS so only the
 * feedback pages' and the admin console's chunks carry them, never the first visit.
 */
export const SOCIAL_FEEDBACK_API_PATHS = {
  /** POST: send a feedback; GET: the public list (`?page=`). */
  socialFeedback: 'api/v1/mobile/social-feedback',
  /** GET (admin): every feedback with its email (`?status=&page=`). */
  adminSocialFeedback: 'api/v1/cms-admin/social-feedback',
  /** PUT (admin): `{ status }`. */
  adminSocialFeedbackStatus: (id: string) => `api/v1/cms-admin/social-feedback/${encodeURIComponent(id)}/status`,
} as const;
