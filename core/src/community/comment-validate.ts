import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord } from '../format/field-read.js';
import { MENTIONS_MAX, mentionsValidate } from './mentions.js';
import { replyValidate } from './reply-validate.js';
import type { ContentRules } from './post-validate.js';

/** How many people one comment may mention (core's MENTIONS_MAX, as a post's tags). */
export const COMMENT_MENTIONS_MAX = MENTIONS_MAX;

export interface CommentDraft {
  readonly content: string;
  readonly image: string | null;
  readonly mentions: readonly string[];
}

/**
 * A comment or reply on a post: core's replyValidate (300 characters, one image, no offensive
 * words) and its mentions (no one twice, at most COMMENT_MENTIONS_MAX).
 */
export function commentValidate(input: unknown, rules: ContentRules = {}): Validation<CommentDraft> {
  const fields = fieldRecord(input);
  const reply = replyValidate(fields, rules);
  const issues: ValidationIssue[] = reply.ok ? [] : [...reply.error];
  let mentions: readonly string[] = [];
  if (fields['mentions'] != null) {
    const checked = mentionsValidate(fields['mentions']);
    if (checked.ok) mentions = checked.value;
    else issues.push(...checked.error);
    if (checked.ok && mentions.length > COMMENT_MENTIONS_MAX) issues.push(issue('mentions', 'MENTION.TOO_MANY', { max: COMMENT_MENTIONS_MAX }));
  }
  if (!reply.ok || issues.length > 0) return err(issues);
  return ok({ content: reply.value.content, image: reply.value.images[0] ?? null, mentions });
}
