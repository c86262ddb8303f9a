import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_SEND_BURST_MAX, CHAT_SEND_WINDOW_MS, chatSendRateCheck } from './chat-send-rate.js';

describe('chatSendRateCheck', () => {
  it('allows a burst up to the limit, then refuses until the window moves on', () => {
    let recent: number[] = [];
    for (let n = 0; n < CHAT_SEND_BURST_MAX; n += 1) {
      const next = chatSendRateCheck(recent, 1000 + n);
      expect(next.allowed).toBe(true);
      recent = next.recent;
    }
    expect(chatSendRateCheck(recent, 2000).allowed).toBe(false);
    expect(chatSendRateCheck(recent, 1000 + CHAT_SEND_WINDOW_MS).allowed).toBe(true);
  });

  it('never lets more than the limit through in any window (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * CHAT_SEND_WINDOW_MS }), { maxLength: 60 }), (times) => {
        let recent: number[] = [];
        const allowed: number[] = [];
        for (const at of [...times].sort((a, b) => a - b)) {
          const next = chatSendRateCheck(recent, at);
          recent = next.recent;
          if (next.allowed) allowed.push(at);
        }
        for (const start of allowed) expect(allowed.filter((at) => at >= start && at - start < CHAT_SEND_WINDOW_MS).length).toBeLessThanOrEqual(CHAT_SEND_BURST_MAX);
      }),
    );
  });
});
