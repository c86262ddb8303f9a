import { maskMiddle } from '../identity/mask.js';
import type { SocialFeedbackItem } from './social-feedback.js';

/**
 * A feedback as the public list shows it (SOCIAL_FEEDBACK_LIST_PUBLIC): the email masked with
 * maskMiddle ('l*****t') unless the caller sent it.
 */
export function socialFeedbackPublicView(item: SocialFeedbackItem): SocialFeedbackItem {
  return item.mine ? item : { ...item, email: maskMiddle(item.email) };
}
