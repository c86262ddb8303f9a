import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentAddressMissing } from './content-address.js';
import { GUIDE_PAGES, POLICY_SLUGS, contentHref } from './content-pages.js';

describe('contentAddressMissing', () => {
  it('knows every listed guide and policy, and the guides index', () => {
    for (const page of GUIDE_PAGES) expect(contentAddressMissing(contentHref('guide', page.path))).toBe(false);
    for (const slug of POLICY_SLUGS) expect(contentAddressMissing(contentHref('policy', slug))).toBe(false);
    expect(contentAddressMissing('/huong-dan')).toBe(false);
    expect(contentAddressMissing('/huong-dan/')).toBe(false);
  });

  it('calls an unlisted guide or policy missing, and says nothing of other addresses', () => {
    expect(contentAddressMissing('/huong-dan/khong-co')).toBe(true);
    expect(contentAddressMissing('/chinh-sach/khong-co')).toBe(true);
    expect(contentAddressMissing('/chinh-sach/%E0%A4%A')).toBe(true);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        fc.pre(!path.startsWith('/huong-dan/') && !path.startsWith('/chinh-sach/'));
        expect(contentAddressMissing(path)).toBe(false);
      }),
    );
  });
});
