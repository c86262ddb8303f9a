import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOG_CATEGORIES, BLOG_WORDS_PER_MINUTE, blogIdValid, blogListSearchRead, blogNewestFirst, blogReadingMinutes, blogRelated, type BlogOrderable } from './blog.js';

const article = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
  category: fc.constantFrom(...BLOG_CATEGORIES),
  published_at: fc.integer({ min: 0, max: 2_000_000_000_000 }),
});
const articles = fc.uniqueArray(article, { selector: (one) => one.id, maxLength: 12 });

describe('blog rules', () => {
  it('reading time: a minute per BLOG_WORDS_PER_MINUTE words, rounded up, never less than one', () => {
    expect(blogReadingMinutes('')).toBe(1);
    expect(blogReadingMinutes(Array(BLOG_WORDS_PER_MINUTE + 1).fill('từ').join(' '))).toBe(2);
    fc.assert(fc.property(fc.nat({ max: 3000 }), (words) => blogReadingMinutes(Array(words).fill('word').join(' ')) === Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE))));
  });

  it('related: never the article itself, at most max, its own category before any other, newest first within each', () => {
    fc.assert(
      fc.property(articles, fc.nat({ max: 5 }), (all, max) => {
        const [subject] = all;
        if (!subject) return;
        const related = blogRelated(subject, all, max);
        expect(related.length).toBe(Math.min(max, all.length - 1));
        expect(related.some((other) => other.id === subject.id)).toBe(false);
        const firstOther = related.findIndex((other) => other.category !== subject.category);
        if (firstOther >= 0) expect(related.slice(firstOther).every((other) => other.category !== subject.category)).toBe(true);
        const same = related.filter((other) => other.category === subject.category);
        expect(same).toEqual(blogNewestFirst(same));
      }),
    );
  });

  it('newest first is a total order: the same list whatever order it came in', () => {
    fc.assert(fc.property(articles, (all) => { expect(blogNewestFirst([...all].reverse())).toEqual(blogNewestFirst(all)); }));
    const a: BlogOrderable = { id: 'a', category: 'styling', published_at: 1 };
    const b: BlogOrderable = { id: 'b', category: 'styling', published_at: 2 };
    expect(blogNewestFirst([a, b]).map((one) => one.id)).toEqual(['b', 'a']);
  });

  it('reads only a known category from the address; ids are lower-case words joined by "-"', () => {
    expect(blogListSearchRead({ category: 'skincare' })).toEqual({ category: 'skincare' });
    expect(blogListSearchRead({ category: 'nope' })).toEqual({ category: null });
    expect(blogListSearchRead({})).toEqual({ category: null });
    expect(blogIdValid('cham-soc-da-co-ban')).toBe(true);
    for (const bad of ['', 'Cham', 'a--b', '-a', 'a/b', 'x'.repeat(81)]) expect(blogIdValid(bad)).toBe(false);
  });
});
