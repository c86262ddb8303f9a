import { textFold } from '../format/text.js';

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

/**
 * Characters that draw nothing: zero-width space, joiners and non-joiner, word joiner, byte-order
 * mark, soft hyphen, combining grapheme joiner, Mongolian vowel separator and variation selectors.
 * Written inside a word, they split it for a plain matcher while the reader sees the word whole.
 */
const invisible = (code: number): boolean =>
  code === 0xad || code === 0x34f || code === 0x180e || code === 0xfeff ||
  (code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2060 && code <= 0x2064) || (code >= 0xfe00 && code <= 0xfe0f);

/** The text without the characters that draw nothing. */
const visibleOnly = (text: string): string => Array.from(text).filter((char) => !invisible(char.codePointAt(0) ?? 0)).join('');

/**
 * Letters that look like Latin ones (Cyrillic and Greek), and leetspeak digits and signs, read as
 * the letter they stand for; `v` is read as `u` ("fvck"). Applied to the text and to the list
 * alike, so an entry still matches itself.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ɡ: 'g', ı: 'i',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', v: 'u',
};

/**
 * The words of a text as the matcher reads them: compatibility forms made plain (NFKC: full-width
 * and styled letters), invisible characters dropped, diacritics and case folded, look-alikes
 * and leetspeak read as letters, then split on anything that is not a letter.
 */
function moderationTokens(text: string): readonly string[] {
  const plain = textFold(visibleOnly(text).normalize('NFKC'));
  return Array.from(plain, (char) => LOOKALIKES[char] ?? char)
    .join('')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Whether some run of adjacent words, written together, is exactly `compact` (an entry without
 * its spaces): "dit me", "ditme", "d i t m e" and "d.i.t.m.e" all give "ditme", while a longer
 * word that merely contains an entry ("scunthorpe", "vclass", "shiitake") never equals it.
 */
function containsJoined(words: readonly string[], compact: string): boolean {
  if (compact.length === 0) return false;
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < compact.length; end += 1) {
      joined += words[end];
      if (joined === compact) return true;
    }
  }
  return false;
}

/**
 * The entries of `words` found in `text` as whole words (an entry of several words matches
 * them in a row, with or without the spaces), ignoring case, diacritics, punctuation and spaces
 * between letters, invisible characters, full-width and look-alike letters and leetspeak:
 * "ĐỊT MẸ", "dit me", "địtmẹ", "đ ị t m ẹ", "d1t m3" all match 'địt mẹ', "f.u.c.k" and "fvck"
 * match 'fuck', while "shiitake" is not "shit" nor "vclass" "vcl". Returned once each, in list
 * order, as written in the list; an empty answer means the text is clean. Never throws: a
 * non-string text is empty and non-string entries are skipped.
 */
export function moderationMatch(text: unknown, words: readonly string[] = MODERATION_WORDS_DEFAULT): readonly string[] {
  if (typeof text !== 'string' || text.length === 0 || !Array.isArray(words)) return [];
  const haystack = moderationTokens(text);
  const found: string[] = [];
  for (const word of words) {
    if (typeof word !== 'string' || found.includes(word)) continue;
    if (containsJoined(haystack, moderationTokens(word).join(''))) found.push(word);
  }
  return found;
}
