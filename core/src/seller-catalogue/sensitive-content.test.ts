import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SENSITIVE_WORDS_DEFAULT, sensitiveContentFind } from './sensitive-content.js';

describe('sensitiveContentFind', () => {
  it.each([
    ['What the FUCK is this', ['fuck']],
    ['đồ óc chó', ['óc chó']],
    ['ĐỊT MẸ shop này', ['địt mẹ']],
    ['dit me, khong dau van bi bat', ['địt mẹ']],
    ['địt...mẹ', ['địt mẹ']],
    ['vcl đẹp thế', ['vcl']],
    ['shit and bullshit', ['shit', 'bullshit']],
  ])('finds the words in %j', (text, words) => expect(sensitiveContentFind(text)).toEqual(words));

  it.each([
    'Bộ đồ ngủ lụa cao cấp',
    'Áo size lớn cho vai lớn',
    'Nấm shitake khô',
    'Các mẫu đeo tay mới',
    'Đi chơi cuối tuần',
    'Scunthorpe United',
  ])('lets everyday text through: %j', (text) => expect(sensitiveContentFind(text)).toEqual([]));

  it('matches a several-word entry only when its words are adjacent', () => {
    expect(sensitiveContentFind('địt con mẹ', ['địt mẹ'])).toEqual([]);
    expect(sensitiveContentFind('địt con mẹ', ['địt con mẹ'])).toEqual(['địt con mẹ']);
  });

  it('uses the list it is given, not the default', () => {
    expect(sensitiveContentFind('hàng giả', ['hàng giả'])).toEqual(['hàng giả']);
    expect(sensitiveContentFind('fuck', [])).toEqual([]);
  });

  it('finds every default word wherever it sits in a sentence, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SENSITIVE_WORDS_DEFAULT), fc.boolean(), (word, upper) => {
        const written = upper ? word.toUpperCase() : word;
        expect(sensitiveContentFind(`Sản phẩm ${written}, giao nhanh`)).toContain(word);
      }),
    );
  });

  it('never throws and returns only entries of the list', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.string()), (text, words) => {
        const found = sensitiveContentFind(text, words);
        for (const word of found) expect(words).toContain(word);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });
});
