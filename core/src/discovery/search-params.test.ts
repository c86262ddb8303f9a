import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textFold } from '../format/text.js';
import {
  SEARCH_PARAM_KEYS,
  SEARCH_RANK_CANDIDATES,
  searchTotalCapped,
  SEARCH_QUERY_LENGTH_MAX,
  SEARCH_TERMS_MAX,
  SEARCH_TERM_LENGTH_MAX,
  searchFilterCount,
  searchParamsRead,
  searchTerms,
} from './search-params.js';

// Every Vietnamese vowel with every tone, both cases, and đ/Đ: what a buyer may type or omit.
const VIETNAMESE_LETTERS = [...'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵđ'];
const letter = fc.constantFrom(...VIETNAMESE_LETTERS, ...VIETNAMESE_LETTERS.map((l) => l.toUpperCase()), 'b', 'c', 'm', 'n', 's', 't');
const vietnameseText = fc.array(fc.array(letter, { minLength: 1, maxLength: 8 }).map((w) => w.join('')), { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));

describe('searchTerms', () => {
  it('folds diacritics, case and đ: the words a buyer types without accents find the accented ones', () => {
    expect(searchTerms('Áo Sơ Mi')).toEqual(['ao', 'so', 'mi']);
    expect(searchTerms('ao so mi')).toEqual(['ao', 'so', 'mi']);
    expect(searchTerms('ĐẦM maxi')).toEqual(searchTerms('dam MAXI'));
    expect(searchTerms('  váy,  đầm / lụa ')).toEqual(['vay', 'dam', 'lua']);
  });

  it('gives the same words for a text and its folded form, with only ASCII letters left from Vietnamese', () => {
    fc.assert(
      fc.property(vietnameseText, (text) => {
        const terms = searchTerms(text);
        expect(searchTerms(textFold(text))).toEqual(terms);
        expect(searchTerms(text.toUpperCase())).toEqual(terms);
        for (const term of terms) expect(term).toMatch(/^[a-z]+$/);
      }),
    );
  });

  it('keeps each word once, at most SEARCH_TERMS_MAX words of at most SEARCH_TERM_LENGTH_MAX letters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const terms = searchTerms(text);
        expect(new Set(terms).size).toBe(terms.length);
        expect(terms.length).toBeLessThanOrEqual(SEARCH_TERMS_MAX);
        for (const term of terms) {
          expect(term.length).toBeGreaterThan(0);
          expect(term.length).toBeLessThanOrEqual(SEARCH_TERM_LENGTH_MAX);
          expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
        }
      }),
    );
    expect(searchTerms('a b a c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchTerms('x'.repeat(60))).toEqual(['x'.repeat(SEARCH_TERM_LENGTH_MAX)]);
  });

  it('has no words for blank or punctuation-only text', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('  -- !! ')).toEqual([]);
  });
});

describe('searchParamsRead', () => {
  it('reads what the router decoded from a URL, numbers as text or numbers', () => {
    expect(
      searchParamsRead({ q: ' áo sơ mi ', category_id: 'c1', price_min: '100000', price_max: 500000, country: 'KR', rating_min: '4.5', sort: 'price_asc' }),
    ).toEqual({ q: 'áo sơ mi', category_id: 'c1', price_min: 100_000, price_max: 500_000, country: 'KR', rating_min: 4.5, sort: 'price_asc' });
    expect(searchParamsRead({ q: 123 })).toEqual({ q: '123' });
  });

  it('drops what makes no sense instead of failing', () => {
    expect(
      searchParamsRead({ q: '   ', price_min: '-5', price_max: 'abc', country: 'US', rating_min: 9, sort: 'cheapest', shop_id: '', extra: 'x' }),
    ).toEqual({});
    expect(searchParamsRead({ price_min: 1.5, rating_min: 0 })).toEqual({});
  });

  it('turns a reversed price range the right way round', () => {
    expect(searchParamsRead({ price_min: 500_000, price_max: 100_000 })).toEqual({ price_min: 100_000, price_max: 500_000 });
  });

  it('cuts the query at the longest length accepted', () => {
    expect(searchParamsRead({ q: 'a'.repeat(150) }).q).toHaveLength(SEARCH_QUERY_LENGTH_MAX);
  });

  it('only ever returns known keys with values of their type, whatever it is given', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SEARCH_PARAM_KEYS, 'page', 'x'), fc.jsonValue()), (raw) => {
        const read = searchParamsRead(raw);
        for (const key of Object.keys(read)) expect(SEARCH_PARAM_KEYS).toContain(key);
        if (read.price_min !== undefined && read.price_max !== undefined) expect(read.price_min).toBeLessThanOrEqual(read.price_max);
        if (read.rating_min !== undefined) expect(read.rating_min).toBeGreaterThan(0);
        expect(searchParamsRead(read)).toEqual(read);
      }),
    );
  });
});

describe('searchFilterCount', () => {
  it('counts the sheet filters, a price range once, never the query, the order or the shop', () => {
    expect(searchFilterCount({ q: 'ao', sort: 'newest', shop_id: 's', shop_category_id: 'c' })).toBe(0);
    expect(searchFilterCount({ price_min: 1, price_max: 2, country: 'VN' })).toBe(2);
    expect(searchFilterCount({ category_id: 'c', rating_min: 4, price_max: 9 })).toBe(3);
  });
});

describe('searchTotalCapped', () => {
  it('reads the total as the cap only for a word search in relevance order that reached it', () => {
    expect(searchTotalCapped({ q: 'ao' }, SEARCH_RANK_CANDIDATES)).toBe(true);
    expect(searchTotalCapped({ q: 'ao', sort: 'relevance' }, SEARCH_RANK_CANDIDATES)).toBe(true);
    expect(searchTotalCapped({ q: 'ao' }, SEARCH_RANK_CANDIDATES - 1)).toBe(false);
    expect(searchTotalCapped({ q: 'ao', sort: 'price_asc' }, 8_000)).toBe(false);
    expect(searchTotalCapped({ q: '  ' }, 8_000)).toBe(false);
    expect(searchTotalCapped({}, 8_000)).toBe(false);
  });
});
