/** Spec silent on hashtags' size: a tag longer than this is read up to here. */
export const HASHTAG_LENGTH_MAX = 50;
/** Spec silent on how many hashtags a post carries: the first ones the text names count. */
export const POST_HASHTAGS_MAX = 10;

/** `#` then letters (any script, Vietnamese included), digits or `_`. */
const HASHTAG = /#([\p{L}\p{M}\p{N}_]+)/gu;

/** One hashtag as it is stored and searched: NFC, lower case, without '#', cut to HASHTAG_LENGTH_MAX. */
export function hashtagNormalize(tag: string): string {
  return tag.replace(/^#/, '').normalize('NFC').toLowerCase().slice(0, HASHTAG_LENGTH_MAX);
}

/** The distinct hashtags of a post's text, in the order they first appear, at most POST_HASHTAGS_MAX. */
export function hashtagsParse(text: string): string[] {
  const found: string[] = [];
  for (const match of text.normalize('NFC').matchAll(HASHTAG)) {
    const tag = hashtagNormalize(match[1] ?? '');
    if (tag !== '' && !found.includes(tag)) found.push(tag);
    if (found.length === POST_HASHTAGS_MAX) break;
  }
  return found;
}

/** A post's text cut into plain runs and hashtags, so a page can link each tag to the feed's filter. */
export type PostTextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'hashtag'; readonly text: string; readonly tag: string };

export function postTextParts(text: string): PostTextPart[] {
  const parts: PostTextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'hashtag', text: match[0], tag: hashtagNormalize(match[1] ?? '') });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
