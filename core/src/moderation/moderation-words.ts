import { textWords } from '../format/text.js';

/**
 * Word moderation shared by every text people publish: the spec refuses "sensitive content" in
 * a product's name and description and "offensive language" in posts and replies. One list and
 * one matcher serve both; each domain keeps its own error code (PRODUCT.SENSITIVE_CONTENT,
 * CONTENT.INAPPROPRIATE) because the spec names the two messages differently.
 */

/**
 * The default list of clearly offensive words and phrases; the app passes the moderation
 * team's list in its place, and the server keeps the authoritative one. Matching folds
 * diacritics, so an entry is only safe here if its folded form is not an everyday word:
 * "lồn" folds to "lon" (= "lớn", big), "đồ ngu" to "do ngu" (= "đồ ngủ", sleepwear), "cặc" to
 * "cac" (= "các", the plural word), "đéo" to "deo" (= "đeo", to wear). Those are left out on
 * purpose: they would block ordinary posts and product names.
 */
export const MODERATION_WORDS_DEFAULT: readonly string[] = [
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
 * them in a row), ignoring case, diacritics and punctuation between words: "ĐỊT MẸ", "dit me"
 * and "địt  mẹ!" all match 'địt mẹ', while "shiitake" is not "shit" nor "vclass" "vcl".
 * Returned once each, in list order, as written in the list; an empty answer means the text is
 * clean. Never throws: a non-string text is empty and non-string entries are skipped.
 */
export function moderationMatch(text: unknown, words: readonly string[] = MODERATION_WORDS_DEFAULT): readonly string[] {
  if (typeof text !== 'string' || text.length === 0 || !Array.isArray(words)) return [];
  const haystack = textWords(text);
  const found: string[] = [];
  for (const word of words) {
    if (typeof word !== 'string' || found.includes(word)) continue;
    if (containsRun(haystack, textWords(word))) found.push(word);
  }
  return found;
}
