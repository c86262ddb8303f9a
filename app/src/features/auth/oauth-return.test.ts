import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OAUTH_RETURN_PARAMS, oauthReturnRead, oauthReturnStrip } from './oauth-return';

describe('the social login return', () => {
  it('reads the ticket or the error', () => {
    expect(oauthReturnRead('?oauth_ticket=abc&x=1')).toEqual({ ticket: 'abc', error: null });
    expect(oauthReturnRead('?oauth_error=AUTH.OAUTH_FAILED')).toEqual({ ticket: null, error: 'AUTH.OAUTH_FAILED' });
    expect(oauthReturnRead('')).toEqual({ ticket: null, error: null });
  });

  it('strips only its own parameters and keeps the rest of the address', () => {
    expect(oauthReturnStrip('/gio-hang', '?oauth_ticket=abc&x=true', '#top')).toBe('/gio-hang?x=true#top');
    expect(oauthReturnStrip('/', '?oauth_error=AUTH.OAUTH_FAILED', '')).toBe('/');
  });

  it('never leaves a ticket behind, whatever else the query holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), fc.string(), (query, ticket) => {
        const params = new URLSearchParams(query);
        params.set(OAUTH_RETURN_PARAMS.ticket, ticket);
        const stripped = oauthReturnStrip('/p', `?${params.toString()}`, '');
        const left = new URLSearchParams(stripped.split('?')[1] ?? '');
        expect(left.has(OAUTH_RETURN_PARAMS.ticket)).toBe(false);
        expect(left.has(OAUTH_RETURN_PARAMS.error)).toBe(false);
      }),
    );
  });
});
