import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

/** Spec section 5: the limits of the social-organisation feedback form. */
export const SOCIAL_FEEDBACK_NAME_MAX = 100;
export const SOCIAL_FEEDBACK_DECISION_MAX = 100;
export const SOCIAL_FEEDBACK_CONTENT_MAX = 500;

/** A social organisation's feedback (`api/v1/mobile/social-feedback`). */
export const SocialFeedbackSchema = z.object({
  _id: z.nullish(IdSchema),
  organisation_name: z.string(),
  /** Number of the decision that established the organisation. */
  decision_number: z.string(),
  email: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  created_at: z.nullish(EpochMsSchema),
});
export type SocialFeedback = z.infer<typeof SocialFeedbackSchema>;
