import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldSchemaIssues, fieldText, fieldTexts } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { emailValid } from '../identity/email.js';
import {
  SOCIAL_FEEDBACK_CONTENT_MAX,
  SOCIAL_FEEDBACK_DECISION_MAX,
  SOCIAL_FEEDBACK_IMAGES_MAX,
  SOCIAL_FEEDBACK_NAME_MAX,
  SocialFeedbackSchema,
  type SocialFeedback,
} from './social-feedback.js';

function textRule(text: string, field: string, code: string, max: number, issues: ValidationIssue[]): void {
  if (text.length === 0) issues.push(issue(field, `${code}_REQUIRED`));
  else if (textLength(text) > max) issues.push(issue(field, `${code}_TOO_LONG`, { max }));
}

/**
 * Checks the social-organisation feedback form (spec section 5): organisation name and
 * decision number required, at most 100 characters each; a valid email; content required,
 * at most 500; at least one image and at most SOCIAL_FEEDBACK_IMAGES_MAX. Returns the cleaned feedback or every issue.
 */
export function socialFeedbackValidate(input: unknown): Validation<SocialFeedback> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const organisationName = fieldText(fields['organisation_name']);
  const decisionNumber = fieldText(fields['decision_number']);
  const email = fieldText(fields['email']);
  const content = fieldText(fields['content']);
  const images = fieldTexts(fields['images']);
  textRule(organisationName, 'organisation_name', 'SOCIAL_FEEDBACK.ORGANISATION_NAME', SOCIAL_FEEDBACK_NAME_MAX, issues);
  textRule(decisionNumber, 'decision_number', 'SOCIAL_FEEDBACK.DECISION_NUMBER', SOCIAL_FEEDBACK_DECISION_MAX, issues);
  if (email.length === 0) issues.push(issue('email', 'SOCIAL_FEEDBACK.EMAIL_REQUIRED'));
  else if (!emailValid(email)) issues.push(issue('email', 'SOCIAL_FEEDBACK.EMAIL_INVALID'));
  textRule(content, 'content', 'SOCIAL_FEEDBACK.CONTENT', SOCIAL_FEEDBACK_CONTENT_MAX, issues);
  if (images.length === 0) issues.push(issue('images', 'SOCIAL_FEEDBACK.IMAGES_REQUIRED'));
  else if (images.length > SOCIAL_FEEDBACK_IMAGES_MAX) issues.push(issue('images', 'SOCIAL_FEEDBACK.IMAGES_TOO_MANY', { max: SOCIAL_FEEDBACK_IMAGES_MAX }));
  const parsed = SocialFeedbackSchema.safeParse({
    ...fields,
    organisation_name: organisationName,
    decision_number: decisionNumber,
    email,
    content,
    images,
  });
  if (!parsed.success) issues.push(...fieldSchemaIssues(parsed.error.issues, issues, 'SOCIAL_FEEDBACK.INVALID'));
  return issues.length > 0 || !parsed.success ? err(issues) : ok(parsed.data);
}
