import { textFold } from '../format/text.js';
import type { CommunityAuthor } from './community-author.js';

/** Spec silent: how many people the "@" list offers at once (a phone shows about this many rows). */
export const MENTION_SUGGESTIONS_MAX = 6;
/** Spec silent: a typed "@name" longer than this is not a mention being typed (a name is at most this long). */
export const MENTION_QUERY_MAX = 30;

/** A mention being typed: the "@" at `start` and the letters after it up to the caret. */
export interface MentionTyped {
  readonly start: number;
  readonly query: string;
}

/**
 * Issue 25.9: whether the text before the caret ends with a mention being typed: an "@" at the
 * start or after a space or line break, then up to MENTION_QUERY_MAX characters without a line
 * break or another "@" (a space is allowed: Vietnamese names have several words). Null otherwise.
 */
export function mentionTyped(text: string, caret: number): MentionTyped | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (query.length > MENTION_QUERY_MAX || /[\n\r@]/.test(query) || query.startsWith(' ')) return null;
  return { start: at, query };
}

/**
 * The people offered for a typed query: those whose name (accents and case ignored) has a word
 * starting with the query, in the given order (the caller's: followed people first), at most
 * MENTION_SUGGESTIONS_MAX; everyone (the first few) for an empty query.
 */
export function mentionCandidatesMatch(people: readonly CommunityAuthor[], query: string): CommunityAuthor[] {
  const wanted = textFold(query).trim();
  const found = people.filter((person) => {
    if (wanted === '') return true;
    const name = textFold(person.name);
    return name.startsWith(wanted) || name.includes(` ${wanted}`);
  });
  return found.slice(0, MENTION_SUGGESTIONS_MAX);
}

/**
 * The text once a person is picked: the typed "@query" taken out and the caret where it was.
 * The person joins the mentions, which the comment shows as links of their own ("@Name" before
 * the text, as every comment does), so the name is not written twice; other people's names are
 * masked (profileNameShown), and a masked name in the text would read as a typo.
 */
export function mentionPick(text: string, typed: MentionTyped, caret: number): { readonly text: string; readonly caret: number } {
  const end = Math.max(typed.start, Math.min(caret, text.length));
  const head = text.slice(0, typed.start);
  // One space between what stays on each side, none at the start.
  const rest = text.slice(end).replace(/^ +/, '');
  const joined = head.endsWith(' ') || head === '' || rest === '' ? `${head}${rest}` : `${head} ${rest}`;
  return { text: joined, caret: head.length };
}
