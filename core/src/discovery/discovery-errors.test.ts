import { describe, expect, it } from 'vitest';
import { DISCOVERY_ERRORS } from './discovery-errors.js';

const sources = Object.values(
  import.meta.glob<string>(['./*.ts', '../ports/discovery-gateway.ts', '!./*.test.ts', '!./discovery-errors.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

describe('DISCOVERY_ERRORS', () => {
  it.each(Object.entries(DISCOVERY_ERRORS))('%s has both locales', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
  });

  it('has a message for every code named in this folder and its port', () => {
    const named = [...sources.matchAll(/'((?:SHOP|SEARCH)\.[A-Z_]+)'/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    for (const code of named) expect(DISCOVERY_ERRORS).toHaveProperty([code]);
  });
});
