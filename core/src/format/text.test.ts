import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textFold, textLength, textWords } from './text.js';

describe('textLength', () => {
  it('counts a Vietnamese letter once whether composed or decomposed', () => {
    const composed = 'Việt';
    const decomposed = composed.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(composed.length);
    expect(textLength(decomposed)).toBe(4);
    expect(textLength(composed)).toBe(4);
  });

  it('counts an emoji once', () => {
    expect(textLength('áo 👗')).toBe(4);
  });

  it('never counts more than the UTF-16 length of the composed text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(textLength(text)).toBeLessThanOrEqual(text.normalize('NFC').length);
    }));
  });
});

describe('textFold', () => {
  it('drops diacritics and case and reads đ as d', () => {
    expect(textFold('ĐỊT Mẹ')).toBe('dit me');
    expect(textFold('Nguyễn Thị Hương')).toBe('nguyen thi huong');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(textFold(textFold(text))).toBe(textFold(text));
    }));
  });
});

describe('textWords', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(textWords('Áo-dài, đẹp!! 100%')).toEqual(['ao', 'dai', 'dep', '100']);
  });
});
