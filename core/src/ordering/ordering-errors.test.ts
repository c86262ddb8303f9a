import { describe, expect, it } from 'vitest';
import { ORDERING_ERRORS } from './ordering-errors.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('ORDERING_ERRORS', () => {
  it.each(Object.entries(ORDERING_ERRORS))('%s has words in both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(messages.vi).not.toBe(messages.kr);
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });
});
