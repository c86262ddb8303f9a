import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textFold } from '../format/text.js';
import { RECENT_SEARCHES_MAX, recentSearchesAdd, recentSearchesRead, recentSearchesRemove } from './recent-searches.js';

const folded = (text: string) => textFold(text).replace(/\s+/g, ' ');

describe('recent searches', () => {
  it('puts the newest first and replaces one that differs only in accents, case or spacing', () => {
    const list = recentSearchesAdd(recentSearchesAdd([], 'Áo sơ mi'), 'đầm');
    expect(list).toEqual(['đầm', 'Áo sơ mi']);
    expect(recentSearchesAdd(list, '  ao  SO mi ')).toEqual(['ao SO mi', 'đầm']);
  });

  it('ignores blank searches and keeps at most the maximum', () => {
    expect(recentSearchesAdd(['a'], '   ')).toEqual(['a']);
    const many = Array.from({ length: 15 }, (_, index) => `q${index}`).reduce<string[]>((list, q) => recentSearchesAdd(list, q), []);
    expect(many).toHaveLength(RECENT_SEARCHES_MAX);
    expect(many[0]).toBe('q14');
  });

  it('holds no two entries that fold alike, whatever is searched', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (queries) => {
        const list = queries.reduce<string[]>((current, q) => recentSearchesAdd(current, q), []);
        expect(new Set(list.map(folded)).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
        const last = queries.findLast((q) => q.trim() !== '');
        if (last !== undefined) expect(list[0]).toBe(last.trim().replace(/\s+/g, ' '));
      }),
    );
  });

  it('removes one entry', () => {
    expect(recentSearchesRemove(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads a stored list and survives anything else', () => {
    expect(recentSearchesRead(JSON.stringify(['đầm', 'dam', ' ', 3, 'áo']))).toEqual(['đầm', 'áo']);
    expect(recentSearchesRead(null)).toEqual([]);
    expect(recentSearchesRead('{not json')).toEqual([]);
    expect(recentSearchesRead('{"a":1}')).toEqual([]);
    fc.assert(fc.property(fc.string(), (stored) => Array.isArray(recentSearchesRead(stored))));
  });
});
