import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { SocialFeedback, SocialFeedbackItem, SocialFeedbackPage, SocialFeedbackStatus } from '../community/social-feedback.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The form's fields as sent (core's socialFeedbackValidate checks them on both sides). */
export type SocialFeedbackForm = Pick<SocialFeedback, 'organisation_name' | 'decision_number' | 'email' | 'content' | 'images'>;

/** Social organisations' feedback (spec 7: POST and GET api/v1/mobile/social-feedback) and the admin's desk. */
export interface SocialFeedbackGateway {
  send(form: SocialFeedbackForm): Answer<SocialFeedbackItem>;
  /** The public list, newest first (emails masked except the caller's own). */
  list(page: number): Answer<SocialFeedbackPage>;
  /** The admin's list: every email, optionally one status. */
  adminList(query: { readonly page: number; readonly status?: SocialFeedbackStatus | undefined }): Answer<SocialFeedbackPage>;
  adminStatusSet(id: string, status: SocialFeedbackStatus): Answer<SocialFeedbackItem>;
}
