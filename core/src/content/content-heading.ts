import { textFold } from '../format/text.js';

/**
 * The anchor of a heading, from its text: folded (no diacritics), words joined by '-'. The server
 * lists a page's headings with it and the page gives each heading the same id, so the table of
 * contents links match.
 */
export function contentHeadingId(text: string): string {
  return textFold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ContentHeading {
  readonly id: string;
  readonly text: string;
}

/** The level-2 headings of a Markdown text, in order (the table of contents). */
export function contentHeadings(markdown: string): readonly ContentHeading[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
    .map((text) => ({ id: contentHeadingId(text), text }));
}

/** Whether a page's folded title and text hold every folded word of a query ('doi tra' finds 'Đổi trả'). */
export function contentMatches(query: string, title: string, text: string): boolean {
  const words = textFold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = textFold(`${title}\n${text}`);
  return words.every((word) => haystack.includes(word));
}
