import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOME_FEED_AUTOLOAD_PAGES, feedAutoLoads } from './feed-paging.js';

describe('the home feed loads a few pages by itself, then waits for the button', () => {
  it('loads by itself below HOME_FEED_AUTOLOAD_PAGES pages and never from there on', () => {
    expect(HOME_FEED_AUTOLOAD_PAGES).toBeGreaterThan(1);
    fc.assert(fc.property(fc.nat({ max: 100 }), (pages) => feedAutoLoads(pages) === pages < HOME_FEED_AUTOLOAD_PAGES));
  });
});
