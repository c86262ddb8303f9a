import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

/** Spec section 5: the limits of the social-organisation feedback form. */
export const SOCIAL_FEEDBACK_NAME_MAX = 100;
export const SOCIAL_FEEDBACK_DECISION_MAX = 100;
export const SOCIAL_FEEDBACK_CONTENT_MAX = 500;
/**
 * Spec: "images required", with no count given. Ours: at most five, like a post's (spec 9), enough
 * for a few photos of a product and its label, and a bound on what one visitor can attach.
 */
export const SOCIAL_FEEDBACK_IMAGES_MAX = 5;

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

/**
 * Where a feedback stands (spec silent): received when sent, being handled once the platform
 * took it up, answered when the platform replied to the organisation's email. An admin sets it.
 */
export const SOCIAL_FEEDBACK_STATUSES = ['received', 'in_progress', 'answered'] as const;
export const SocialFeedbackStatusSchema = z.enum(SOCIAL_FEEDBACK_STATUSES);
export type SocialFeedbackStatus = z.infer<typeof SocialFeedbackStatusSchema>;

/**
 * Who sees the list (spec silent; /phan-anh-to-chuc-xa-hoi/danh-sach is "its list"). Ours: the
 * list is public, newest first, so anyone sees what organisations reported and how far the
 * platform got with it (the transparency such a channel is for); each email is masked with
 * core's maskMiddle except on the caller's own submissions (same session owner: the device's
 * no-login token or the account), which it sees whole. The admin console sees every email.
 */
export const SOCIAL_FEEDBACK_LIST_PUBLIC = true;

/**
 * How many feedbacks may be sent in a window (spec silent; ours): five a day from one sender (its
 * session owner) and twenty from one client address, so an organisation with several reports
 * (or several people behind one office router) is never held up and a script filling the list is.
 */
export const SOCIAL_FEEDBACK_SEND_POLICY = { perOwner: 5, perAddress: 20, windowHours: 24 } as const;

/** Feedbacks on one page of the list (ours; the spec gives no page size). */
export const SOCIAL_FEEDBACK_PAGE_SIZE = 10;

/** One feedback as a list shows it. */
export const SocialFeedbackItemSchema = z.object({
  _id: IdSchema,
  organisation_name: z.string(),
  decision_number: z.string(),
  /** Masked (maskMiddle) unless `mine`, or in the admin console. */
  email: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: SocialFeedbackStatusSchema,
  created_at: EpochMsSchema,
  /** Sent by the caller (its session owner). */
  mine: z.boolean(),
});
export type SocialFeedbackItem = z.infer<typeof SocialFeedbackItemSchema>;

/** A page of the list: its items, newest first, and how many there are in all. */
export const SocialFeedbackPageSchema = z.object({
  items: z.array(SocialFeedbackItemSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type SocialFeedbackPage = z.infer<typeof SocialFeedbackPageSchema>;
