import { textWords } from '../format/text.js';

/**
 * Sensitive-content rule for seller text (spec 5: "no sensitive content" in a product's name
 * and description). Matching is diacritic- and case-insensitive on whole words, so "ĐỊT MẸ",
 * "dit me" and "địt  mẹ!" are the same hit, while "shitake" is not "shit".
 */

/**
 * A small default list of clearly offensive words. Folding strips diacritics, so an entry is
 * only safe here if its folded form is not an everyday word: "lồn" folds to "lon" (= "lớn",
 * big), "đồ ngu" to "do ngu" (= "đồ ngủ", sleepwear), "cặc" to "cac" (= "các"), "đéo" to "deo"
 * (= "đeo", to wear). Those are left out on purpose; the server keeps the authoritative list.
 * community/offensive-words.ts holds the same kind of list for posts; the two may merge later.
 */
export const SENSITIVE_WORDS_DEFAULT: readonly string[] = [
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'cunt',
  'asshole',
  'slut',
  'whore',
  'địt mẹ',
  'địt con mẹ',
  'đụ má',
  'đụ mẹ',
  'mẹ kiếp',
  'óc chó',
  'khốn nạn',
  'đcm',
  'đmm',
  'vcl',
  'vkl',
  'clgt',
];

const containsRun = (haystack: readonly string[], needle: readonly string[]): boolean => {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
};

/**
 * The entries of `words` found in `text` as whole words (an entry of several words matches
 * them in a row), ignoring case, diacritics and punctuation between words. Returned once each,
 * in list order, as written in the list. Never throws: non-strings count as empty text.
 */
export function sensitiveContentFind(text: unknown, words: readonly string[] = SENSITIVE_WORDS_DEFAULT): readonly string[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const haystack = textWords(text);
  const found: string[] = [];
  for (const word of words) {
    if (typeof word !== 'string' || found.includes(word)) continue;
    if (containsRun(haystack, textWords(word))) found.push(word);
  }
  return found;
}
