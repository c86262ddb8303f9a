import { SOCIAL_FEEDBACK_STATUSES, type SocialFeedbackStatus } from '@modavi/core';

/** `?page=` as a page number from 1 (anything else is the first page). */
export function feedbackPageRead(search: Record<string, unknown>): number {
  const page = Number(search['page']);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `?status=` as one of core's statuses, or undefined for all. */
export function feedbackStatusRead(search: Record<string, unknown>): SocialFeedbackStatus | undefined {
  const status = search['status'];
  return SOCIAL_FEEDBACK_STATUSES.find((known) => known === status);
}
