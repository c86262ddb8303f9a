import { textWords } from '../format/text.js';

/**
 * A starting list for the spec's "offensive language rejected"; the app passes the
 * moderation team's list in its place. Matching ignores diacritics and case, so every entry
 * is chosen so that its folded form does not collide with an everyday word: single
 * syllables such as 'lồn' or 'cặc' are left out because they fold to 'lon' (lớn, big) and
 * 'cac' (các, the plural word), and would block ordinary posts.
 */
export const OFFENSIVE_WORDS_DEFAULT: readonly string[] = [
  'địt mẹ',
  'địt con mẹ',
  'đụ má',
  'đcm',
  'đmm',
  'vcl',
  'vkl',
  'clgt',
  'óc chó',
  'fuck',
  'fucking',
  'motherfucker',
  'shit',
  'bitch',
];

/**
 * Whether the text contains one of the words, ignoring diacritics and case ('ĐỊT MẸ',
 * 'dit me' and 'địt mẹ' all match 'địt mẹ'). Whole words only, so 'shit' is not found in
 * 'shitake' nor 'vcl' in 'vclass'; a phrase matches when its words appear in a row.
 */
export function contentOffensive(text: string, words: readonly string[] = OFFENSIVE_WORDS_DEFAULT): boolean {
  if (typeof text !== 'string') return false;
  const found = textWords(text);
  return words.some((entry) => {
    const phrase = typeof entry === 'string' ? textWords(entry) : [];
    if (phrase.length === 0 || phrase.length > found.length) return false;
    for (let start = 0; start + phrase.length <= found.length; start += 1) {
      if (phrase.every((word, offset) => found[start + offset] === word)) return true;
    }
    return false;
  });
}
