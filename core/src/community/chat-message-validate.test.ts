import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from './chat-errors.js';
import { CHAT_TEXT_MAX } from './chat-message.js';
import { chatMessageValidate } from './chat-message-validate.js';

const codeOf = (input: Parameters<typeof chatMessageValidate>[0]) => {
  const result = chatMessageValidate(input);
  return result.ok ? null : result.error[0]?.code;
};

describe('chatMessageValidate', () => {
  it('takes text, an uploaded picture or a product, trimmed', () => {
    expect(chatMessageValidate({ text: '  Còn size M không?  ' })).toEqual({ ok: true, value: { text: 'Còn size M không?', image: null, productId: null } });
    expect(chatMessageValidate({ image: '/media/uploads/0123456789abcdef01234567.png' }).ok).toBe(true);
    expect(chatMessageValidate({ text: '', productId: 'p-1' }).ok).toBe(true);
  });

  it('refuses an empty message, a long one, an outside picture and junk', () => {
    expect(codeOf({ text: '   ' })).toBe('CHAT.MESSAGE_EMPTY');
    expect(codeOf({ text: 'a'.repeat(CHAT_TEXT_MAX + 1) })).toBe('CHAT.TEXT_TOO_LONG');
    expect(codeOf({ text: 'x', image: 'https://tracker.example/p.png' })).toBe('CHAT.IMAGE_INVALID');
    expect(codeOf({ text: 1 })).toBe('CHAT.MESSAGE_INVALID');
    expect(codeOf({ text: 'x', productId: 'p'.repeat(65) })).toBe('CHAT.MESSAGE_INVALID');
  });

  it('answers catalogued codes only, and never a text longer than the limit (property)', () => {
    fc.assert(
      fc.property(fc.record({ text: fc.anything(), image: fc.anything(), productId: fc.anything() }, { requiredKeys: [] }), (input) => {
        const result = chatMessageValidate(input);
        if (result.ok) expect(result.value.text.length).toBeLessThanOrEqual(CHAT_TEXT_MAX);
        else for (const found of result.error) expect(Object.keys(CHAT_ERRORS)).toContain(found.code);
      }),
    );
  });
});
