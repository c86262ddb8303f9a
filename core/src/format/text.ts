/**
 * Text helpers shared by the validators: lengths as a person counts them and a folded form
 * for matching without diacritics or case.
 */

/**
 * Characters as a person counts them: NFC first, so a Vietnamese letter typed as base plus
 * combining marks counts once, then code points, so an emoji counts once.
 */
export function textLength(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Folds text for comparison: no diacritics, lower case, đ read as d
 * ('Địt Mẹ' -> 'dit me'). đ needs its own step: it is a letter of its own, not d plus a mark.
 */
export function textFold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** The folded words of a text, split on anything that is not a letter or a digit. */
export function textWords(text: string): readonly string[] {
  return textFold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
