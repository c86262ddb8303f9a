import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';

/** Spec silent on how many people one post or comment may tag or mention: a handful, enough for a conversation. */
export const MENTIONS_MAX = 10;

/**
 * Spec: mentioning the same user twice in one post or reply is blocked. Returns the ids when
 * each appears once; otherwise one 'MENTION.DUPLICATE' per repeated user (with its id) and
 * one 'MENTION.INVALID' per entry that is not an id. Anything but a list is one invalid entry.
 */
export function mentionsValidate(mentionedUserIds: unknown): Validation<readonly string[]> {
  if (!Array.isArray(mentionedUserIds)) return err([issue('mentions', 'MENTION.INVALID')]);
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  mentionedUserIds.forEach((id: unknown, index) => {
    if (typeof id !== 'string' || id.length === 0) {
      issues.push(issue(`mentions.${index}`, 'MENTION.INVALID'));
    } else if (seen.has(id)) {
      if (!repeated.has(id)) issues.push(issue('mentions', 'MENTION.DUPLICATE', { userId: id }));
      repeated.add(id);
    } else {
      seen.add(id);
    }
  });
  return issues.length > 0 ? err(issues) : ok([...seen]);
}
