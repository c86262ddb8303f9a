import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_HOST_TABLE_DEFAULT, imageUrlRewrite, type ImageHostTable } from './image-url.js';

const hostArb = fc.constantFrom('a.example', 'b.example', 'c.example', 'd.example', 'e.example');
/** Tables whose rules never lead back to a host already left: no cycles. */
const acyclicTableArb: fc.Arbitrary<ImageHostTable> = fc
  .uniqueArray(hostArb, { minLength: 1, maxLength: 5 })
  .chain((hosts) =>
    fc.array(fc.tuple(fc.nat({ max: hosts.length - 1 }), fc.nat({ max: hosts.length - 1 })), { maxLength: 6 }).map((pairs) =>
      pairs
        .filter(([from, to]) => to > from)
        .map(([from, to]) => ({ from: hosts[from] ?? '', to: hosts[to] ?? '' })),
    ),
  );
const urlArb = fc.oneof(
  fc.tuple(fc.constantFrom('https://', 'http://', '//'), fc.oneof(hostArb, fc.domain()), fc.webPath(), fc.webQueryParameters()).map(
    ([scheme, host, path, query]) => `${scheme}${host}${path}${query ? `?${query}` : ''}`,
  ),
  fc.webUrl(),
  fc.string(),
);

describe('imageUrlRewrite', () => {
  it('moves each legacy host of the default table to its CDN host, keeping path and query', () => {
    for (const rule of IMAGE_HOST_TABLE_DEFAULT) {
      expect(imageUrlRewrite(`https://${rule.from}/uploads/2023/ao-dai.jpg?w=300`)).toBe(`https://${rule.to}/uploads/2023/ao-dai.jpg?w=300`);
    }
  });

  it('has three rules with distinct legacy hosts', () => {
    expect(IMAGE_HOST_TABLE_DEFAULT).toHaveLength(3);
    expect(new Set(IMAGE_HOST_TABLE_DEFAULT.map((rule) => rule.from)).size).toBe(3);
  });

  it('matches hosts without regard to case and keeps the scheme, even protocol-relative', () => {
    const table = [{ from: 'old.example', to: 'cdn.example' }];
    expect(imageUrlRewrite('HTTP://OLD.Example/a.png', table)).toBe('HTTP://cdn.example/a.png');
    expect(imageUrlRewrite('//old.example/a.png#x', table)).toBe('//cdn.example/a.png#x');
  });

  it('leaves other hosts, look-alike hosts, relative paths and data URLs alone', () => {
    const table = [{ from: 'old.example', to: 'cdn.example' }];
    for (const url of ['https://notold.example/a.png', 'https://old.example.evil/a.png', '/media/a.png', 'data:image/png;base64,AAAA', '']) {
      expect(imageUrlRewrite(url, table)).toBe(url);
    }
  });

  it('follows chained rules in one call', () => {
    const table = [
      { from: 'a.example', to: 'b.example' },
      { from: 'b.example', to: 'c.example' },
    ];
    expect(imageUrlRewrite('https://a.example/x.jpg', table)).toBe('https://c.example/x.jpg');
  });

  it('stops after one lap of a cycle instead of looping', () => {
    const table = [
      { from: 'a.example', to: 'b.example' },
      { from: 'b.example', to: 'a.example' },
    ];
    expect(imageUrlRewrite('https://a.example/x.jpg', table)).toBe('https://b.example/x.jpg');
  });

  it('is total: a string for anything, empty for non-strings', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const out = imageUrlRewrite(input);
        expect(typeof out).toBe('string');
        if (typeof input !== 'string') expect(out).toBe('');
      }),
    );
  });

  it('is idempotent for any table without cycles', () => {
    fc.assert(
      fc.property(urlArb, acyclicTableArb, (url, table) => {
        const once = imageUrlRewrite(url, table);
        expect(imageUrlRewrite(once, table)).toBe(once);
      }),
    );
  });

  it('never leaves a URL on a host that a rule moves away from', () => {
    fc.assert(
      fc.property(urlArb, acyclicTableArb, (url, table) => {
        const host = /^(?:https?:)?\/\/([^/?#]*)/i.exec(imageUrlRewrite(url, table))?.[1]?.toLowerCase();
        if (host !== undefined) expect(table.some((rule) => rule.from === host)).toBe(false);
      }),
    );
  });
});
