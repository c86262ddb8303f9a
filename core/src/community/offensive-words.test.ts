import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentOffensive, OFFENSIVE_WORDS_DEFAULT } from './offensive-words.js';
import { textFold } from '../format/text.js';

describe('contentOffensive', () => {
  it('finds a listed phrase whatever its diacritics and case', () => {
    for (const text of ['địt mẹ', 'ĐỊT MẸ', 'dit me', 'Dit   Me!!', 'nói câu đ.ị.t mẹ'.replace(/\./g, '')]) {
      expect(contentOffensive(text), text).toBe(true);
    }
  });

  it('finds each default entry inside a sentence', () => {
    for (const word of OFFENSIVE_WORDS_DEFAULT) {
      expect(contentOffensive(`Hôm nay ${word.toUpperCase()} thật đấy`), word).toBe(true);
    }
  });

  it('matches whole words only', () => {
    expect(contentOffensive('nấm shiitake xào bơ')).toBe(false);
    expect(contentOffensive('vclass online')).toBe(false);
    expect(contentOffensive('địt')).toBe(false);
  });

  it('lets everyday words through that fold like offensive syllables', () => {
    for (const text of ['Áo size lớn', 'các bạn ơi', 'đeo kính', 'đi du lịch', 'lon nước ngọt']) {
      expect(contentOffensive(text), text).toBe(false);
    }
  });

  it('uses the list it is given instead of the default', () => {
    expect(contentOffensive('hàng giả', ['hàng giả'])).toBe(true);
    expect(contentOffensive('địt mẹ', ['hàng giả'])).toBe(false);
    expect(contentOffensive('anything', [])).toBe(false);
    expect(contentOffensive('anything', ['', '  ', '!!'])).toBe(false);
  });

  it('finds any word of the list planted in any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...OFFENSIVE_WORDS_DEFAULT), fc.string(), (before, word, after) => {
        expect(contentOffensive(`${before} ${word} ${after}`)).toBe(true);
      }),
    );
  });

  it('is blind to diacritics: folding the text never changes the answer', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'địt mẹĐỊTMẸ dcmvcl ') }), (text) => {
        expect(contentOffensive(textFold(text))).toBe(contentOffensive(text));
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything()), (text, words) => {
        expect(typeof contentOffensive(text as string, words as string[])).toBe('boolean');
      }),
    );
  });
});
