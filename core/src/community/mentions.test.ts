import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mentionsValidate } from './mentions.js';

describe('mentionsValidate', () => {
  it('accepts distinct users, none, and keeps their order', () => {
    expect(mentionsValidate(['user-2', 'user-3'])).toEqual({ ok: true, value: ['user-2', 'user-3'] });
    expect(mentionsValidate([])).toEqual({ ok: true, value: [] });
  });

  it('blocks mentioning the same user twice, naming the user once', () => {
    expect(mentionsValidate(['user-2', 'user-3', 'user-2', 'user-2'])).toEqual({
      ok: false,
      error: [{ field: 'mentions', code: 'MENTION.DUPLICATE', params: { userId: 'user-2' } }],
    });
  });

  it('reports entries that are not ids, and anything that is not a list', () => {
    expect(mentionsValidate(['user-2', '', 7])).toEqual({
      ok: false,
      error: [
        { field: 'mentions.1', code: 'MENTION.INVALID' },
        { field: 'mentions.2', code: 'MENTION.INVALID' },
      ],
    });
    expect(mentionsValidate('user-2')).toEqual({ ok: false, error: [{ field: 'mentions', code: 'MENTION.INVALID' }] });
  });

  it('accepts a list exactly when no id repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5'), { maxLength: 6 }), (ids) => {
        const result = mentionsValidate(ids);
        expect(result.ok).toBe(new Set(ids).size === ids.length);
        if (!result.ok) expect(result.error).toHaveLength(new Set(ids.filter((id, i) => ids.indexOf(id) !== i)).size);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof mentionsValidate(value).ok).toBe('boolean');
      }),
    );
  });
});
