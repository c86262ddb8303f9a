import * as z from 'zod/mini';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { websiteValid } from '../format/url.js';
import { emailValid } from '../identity/email.js';

/** Spec: the landing page's phone field takes digits only, at most 11. */
export const CONTACT_PHONE_MAX_DIGITS = 11;

/**
 * The longest text each field takes (spec silent): a name and a website as elsewhere, an email by
 * RFC 5321, a message a few paragraphs long. The form and the server refuse past these alike.
 */
export const CONTACT_TEXT_MAX = { name: 100, email: 254, website: 255, message: 2000 } as const;

/** The seller landing page's contact form. */
export const ContactFormSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/**
 * Checks the landing contact form (spec section 5): every field required; email and website
 * valid; phone digits only, at most 11; no text past CONTACT_TEXT_MAX. Values come back trimmed; every issue is listed.
 */
export function contactFormValidate(input: unknown): Validation<ContactForm> {
  const fields = fieldRecord(input);
  const form: ContactForm = {
    name: fieldText(fields['name']),
    email: fieldText(fields['email']),
    phone: fieldText(fields['phone']),
    website: fieldText(fields['website']),
    message: fieldText(fields['message']),
  };
  const issues: ValidationIssue[] = [];
  if (form.name.length === 0) issues.push(issue('name', 'CONTACT.NAME_REQUIRED'));
  if (form.email.length === 0) issues.push(issue('email', 'CONTACT.EMAIL_REQUIRED'));
  else if (!emailValid(form.email)) issues.push(issue('email', 'CONTACT.EMAIL_INVALID'));
  if (form.phone.length === 0) issues.push(issue('phone', 'CONTACT.PHONE_REQUIRED'));
  else {
    if (!/^\d+$/.test(form.phone)) issues.push(issue('phone', 'CONTACT.PHONE_DIGITS_ONLY'));
    if (form.phone.length > CONTACT_PHONE_MAX_DIGITS) issues.push(issue('phone', 'CONTACT.PHONE_TOO_LONG', { max: CONTACT_PHONE_MAX_DIGITS }));
  }
  if (form.website.length === 0) issues.push(issue('website', 'CONTACT.WEBSITE_REQUIRED'));
  else if (!websiteValid(form.website)) issues.push(issue('website', 'CONTACT.WEBSITE_INVALID'));
  if (form.message.length === 0) issues.push(issue('message', 'CONTACT.MESSAGE_REQUIRED'));
  for (const field of ['name', 'email', 'website', 'message'] as const) {
    if ([...form[field]].length > CONTACT_TEXT_MAX[field]) issues.push(issue(field, 'CONTACT.TEXT_TOO_LONG', { max: CONTACT_TEXT_MAX[field] }));
  }
  return issues.length > 0 ? err(issues) : ok(form);
}
