import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CommunityAuthor } from './community-author.js';
import { MENTION_SUGGESTIONS_MAX, mentionCandidatesMatch, mentionPick, mentionTyped } from './mention-typing.js';

const person = (id: string, name: string): CommunityAuthor => ({ _id: id, name, avatar: null });

describe('mentionTyped (issue 25.9: "@" offers people)', () => {
  it('finds an "@" at the start or after a space, with the letters typed after it', () => {
    expect(mentionTyped('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionTyped('Chào @Lan', 9)).toEqual({ start: 5, query: 'Lan' });
    expect(mentionTyped('Chào @Nguyễn Lan', 16)).toEqual({ start: 5, query: 'Nguyễn Lan' });
    expect(mentionTyped('dong\n@m', 7)).toEqual({ start: 5, query: 'm' });
  });

  it('ignores an e-mail address, a finished line, a second "@" and a caret before the "@"', () => {
    expect(mentionTyped('lan@example.com', 15)).toBeNull();
    expect(mentionTyped('@Lan\nxin chào', 13)).toBeNull();
    expect(mentionTyped('@@', 2)).toBeNull();
    expect(mentionTyped('@ Lan', 5)).toBeNull();
    expect(mentionTyped('Chào @Lan', 4)).toBeNull();
    expect(mentionTyped('không có', 8)).toBeNull();
  });

  it('picking a person takes the typed "@query" out and leaves the caret where it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')), fc.string({ maxLength: 10 }).filter((s) => !/[@\s]/.test(s)), fc.string({ maxLength: 20 }), (head, query, tail) => {
        const prefix = head === '' ? '' : `${head} `;
        const text = `${prefix}@${query}${tail}`;
        const caret = prefix.length + 1 + query.length;
        const typed = mentionTyped(text, caret);
        expect(typed).toEqual({ start: prefix.length, query });
        if (!typed) return;
        const picked = mentionPick(text, typed, caret);
        expect(picked.caret).toBe(prefix.length);
        expect(picked.text.slice(0, picked.caret)).toBe(prefix);
        expect(picked.text.slice(picked.caret)).toBe(tail.replace(/^ +/, ''));
      }),
    );
  });
});

describe('mentionCandidatesMatch', () => {
  const people = [person('u1', 'Nguyễn Thị Lan'), person('u2', 'Lâm Đức'), person('u3', 'Trần Mai'), person('u4', 'Đỗ Lan Anh')];

  it('matches a word start of the name, accents and case ignored, in the given order', () => {
    expect(mentionCandidatesMatch(people, 'lan').map((p) => p._id)).toEqual(['u1', 'u4']);
    expect(mentionCandidatesMatch(people, 'la').map((p) => p._id)).toEqual(['u1', 'u2', 'u4']);
    expect(mentionCandidatesMatch(people, 'duc').map((p) => p._id)).toEqual(['u2']);
    expect(mentionCandidatesMatch(people, 'ai')).toEqual([]);
  });

  it('offers at most MENTION_SUGGESTIONS_MAX, the first ones for an empty query', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 20 }), fc.string({ maxLength: 3 }), (names, query) => {
        const list = names.map((name, index) => person(`u${index}`, name));
        const found = mentionCandidatesMatch(list, query);
        expect(found.length).toBeLessThanOrEqual(MENTION_SUGGESTIONS_MAX);
        // In the given order: a subsequence of the list.
        const positions = found.map((p) => list.indexOf(p));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
    expect(mentionCandidatesMatch(people, '')).toHaveLength(4);
  });
});
