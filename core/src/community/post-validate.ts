import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldList, fieldRecord, fieldSchemaIssues, fieldText } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { MEDIA_KIND, MediaSchema, type Media } from './community-kinds.js';
import { MENTIONS_MAX, mentionsValidate } from './mentions.js';
import { hashtagsParse } from './hashtags.js';
import { moderationMatch } from '../moderation/moderation-words.js';
import {
  POST_BODY_SHAPE_MAX,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_PRODUCTS_MAX,
  POST_VIDEOS_MAX,
  PostDraftSchema,
  type PostDraft,
} from './post.js';

/**
 * Spec: "on edit only one image replaceable". Two readings: one image swapped for another, or
 * at most one image that was not there before. The second is chosen: it is the stricter,
 * it covers the first, and it needs no pairing of removed with added images. Removing images
 * stays free.
 */
export const POST_EDIT_NEW_IMAGES_MAX = 1;

/** Spec: one avatar image. */
export const AVATAR_IMAGES_MAX = 1;

export interface ContentRules {
  /** Words refused in the text (spec: offensive language rejected); defaults to MODERATION_WORDS_DEFAULT. */
  readonly moderationWords?: readonly string[];
}

/** Length and language of a post or reply text, as issues on its 'content' field. */
export function contentIssues(text: string, max: number, prefix: string, rules: ContentRules): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (textLength(text) > max) issues.push(issue('content', `${prefix}.CONTENT_TOO_LONG`, { max }));
  if (moderationMatch(text, rules.moderationWords).length > 0) issues.push(issue('content', 'CONTENT.INAPPROPRIATE'));
  return issues;
}

function mediaRead(value: unknown, issues: ValidationIssue[]): Media[] {
  const media: Media[] = [];
  if (value != null && !Array.isArray(value)) issues.push(issue('media', 'POST.MEDIA_INVALID'));
  fieldList(value).forEach((item, index) => {
    const parsed = MediaSchema.safeParse(item);
    if (parsed.success) media.push(parsed.data);
    else issues.push(issue(`media.${index}`, 'POST.MEDIA_INVALID'));
  });
  return media;
}

/**
 * Checks a post before it is sent (spec section 5): at most 300 characters, no offensive
 * words, up to 5 images or 1 video but not both, no person tagged twice, and something to
 * post (text or media). Returns the cleaned draft or every issue; never throws.
 */
export function postValidate(input: unknown, rules: ContentRules = {}): Validation<PostDraft> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const content = fieldText(fields['content']);
  issues.push(...contentIssues(content, POST_CONTENT_MAX, 'POST', rules));

  const media = mediaRead(fields['media'], issues);
  const images = media.filter((item) => item.kind === MEDIA_KIND.image).length;
  const videos = media.length - images;
  if (images > 0 && videos > 0) issues.push(issue('media', 'POST.MEDIA_MIXED'));
  if (images > POST_IMAGES_MAX) issues.push(issue('media', 'POST.IMAGES_TOO_MANY', { max: POST_IMAGES_MAX }));
  if (videos > POST_VIDEOS_MAX) issues.push(issue('media', 'POST.VIDEOS_TOO_MANY', { max: POST_VIDEOS_MAX }));
  if (content.length === 0 && fieldList(fields['media']).length === 0) issues.push(issue('content', 'POST.EMPTY'));

  if (textLength(fieldText(fields['body_shape'])) > POST_BODY_SHAPE_MAX) issues.push(issue('body_shape', 'POST.BODY_SHAPE_TOO_LONG', { max: POST_BODY_SHAPE_MAX }));
  const products = fieldList(fields['product_ids']);
  if (products.length > POST_PRODUCTS_MAX) issues.push(issue('product_ids', 'POST.PRODUCTS_TOO_MANY', { max: POST_PRODUCTS_MAX }));
  if (new Set(products).size < products.length) issues.push(issue('product_ids', 'POST.PRODUCT_DUPLICATE'));

  if (fields['tags'] != null) {
    const mentions = mentionsValidate(fields['tags']);
    if (mentions.ok && mentions.value.length > MENTIONS_MAX) issues.push(issue('tags', 'MENTION.TOO_MANY', { max: MENTIONS_MAX }));
    if (!mentions.ok) issues.push(...mentions.error.map((found) => ({ ...found, field: found.field.replace('mentions', 'tags') })));
  }

  // Hashtags are read from the text (what the reader sees is what the filter finds), never sent apart.
  const bodyShape = fieldText(fields['body_shape']);
  const parsed = PostDraftSchema.safeParse({ ...fields, content, media, hashtags: hashtagsParse(content), body_shape: bodyShape === '' ? null : bodyShape });
  if (!parsed.success) issues.push(...fieldSchemaIssues(parsed.error.issues, issues, 'POST.INVALID'));
  return issues.length > 0 || !parsed.success ? err(issues) : ok(parsed.data);
}

/**
 * Checks an edited post: every rule of a new post, and at most one image that the post did
 * not have before (POST_EDIT_NEW_IMAGES_MAX).
 */
export function postEditValidate(previousImages: readonly string[], input: unknown, rules: ContentRules = {}): Validation<PostDraft> {
  const checked = postValidate(input, rules);
  const before = new Set(Array.isArray(previousImages) ? previousImages : []);
  const media = fieldList(fieldRecord(input)['media']);
  const added = media.filter((item) => {
    const parsed = MediaSchema.safeParse(item);
    return parsed.success && parsed.data.kind === MEDIA_KIND.image && !before.has(parsed.data.url);
  }).length;
  if (added <= POST_EDIT_NEW_IMAGES_MAX) return checked;
  const limit = issue('media', 'POST.EDIT_IMAGES_LIMIT', { max: POST_EDIT_NEW_IMAGES_MAX });
  return err(checked.ok ? [limit] : [...checked.error, limit]);
}

/**
 * Spec: one avatar image. Takes the picked media list (or one media item) and returns the
 * image, or why it cannot be the avatar.
 */
export function avatarValidate(media: unknown): Validation<Media> {
  const items = Array.isArray(media) ? media : media == null ? [] : [media];
  if (items.length === 0) return err([issue('avatar', 'AVATAR.REQUIRED')]);
  if (items.length > AVATAR_IMAGES_MAX) return err([issue('avatar', 'AVATAR.TOO_MANY', { max: AVATAR_IMAGES_MAX })]);
  const parsed = MediaSchema.safeParse(items[0]);
  if (!parsed.success) return err([issue('avatar', 'AVATAR.INVALID')]);
  if (parsed.data.kind !== MEDIA_KIND.image) return err([issue('avatar', 'AVATAR.NOT_IMAGE')]);
  return ok(parsed.data);
}
