import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldList, fieldRecord, fieldSchemaIssues, fieldText } from '../format/field-read.js';
import { REPLY_CONTENT_MAX, REPLY_IMAGES_MAX, ReplyDraftSchema, type ReplyDraft } from './comment.js';
import { contentIssues, type ContentRules } from './post-validate.js';

/**
 * Checks a comment, reply or feedback (spec: max 300 characters, one image). The offensive
 * word rule of posts applies too: the spec states it for posts, and a reply is shown in the
 * same feed, so letting it through there would undo the rule.
 */
export function replyValidate(input: unknown, rules: ContentRules = {}): Validation<ReplyDraft> {
  const fields = fieldRecord(input);
  const content = fieldText(fields['content']);
  const issues: ValidationIssue[] = contentIssues(content, REPLY_CONTENT_MAX, 'REPLY', rules);
  const images = fieldList(fields['images']);
  if (images.length > REPLY_IMAGES_MAX) issues.push(issue('images', 'REPLY.IMAGES_TOO_MANY', { max: REPLY_IMAGES_MAX }));
  images.forEach((image, index) => {
    if (typeof image !== 'string' || image.trim().length === 0) issues.push(issue(`images.${index}`, 'REPLY.IMAGE_INVALID'));
  });
  if (content.length === 0 && images.length === 0) issues.push(issue('content', 'REPLY.EMPTY'));
  const parsed = ReplyDraftSchema.safeParse({ ...fields, content });
  if (!parsed.success) issues.push(...fieldSchemaIssues(parsed.error.issues, issues, 'REPLY.INVALID'));
  return issues.length > 0 || !parsed.success ? err(issues) : ok(parsed.data);
}
