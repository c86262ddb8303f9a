import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TOKEN_DEAD_CODE, tokenRefusalAction, type TokenHolder } from './token-refusal.js';

const holders: readonly TokenHolder[] = ['account', 'guest', 'none'];

describe('tokenRefusalAction', () => {
  it('a dead account token ends the session; a dead no-login token is replaced', () => {
    const dead = { status: 401, errorCode: TOKEN_DEAD_CODE };
    expect(tokenRefusalAction(dead, 'account')).toBe('accountSessionEnded');
    expect(tokenRefusalAction(dead, 'guest')).toBe('guestReplace');
    expect(tokenRefusalAction(dead, 'none')).toBe('none');
  });

  it('a guest on an account call or a wrong password is not a dead token', () => {
    for (const holder of holders) {
      expect(tokenRefusalAction({ status: 401, errorCode: 'AUTH.LOGIN_REQUIRED' }, holder)).toBe('none');
      expect(tokenRefusalAction({ status: 401, errorCode: 'AUTH.CREDENTIALS_INCORRECT' }, holder)).toBe('none');
      expect(tokenRefusalAction({ status: 401, errorCode: null }, holder)).toBe('none');
    }
  });

  it('acts only on 401 with the dead-token code, whatever else comes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string(), { nil: null }), fc.constantFrom(...holders), (status, errorCode, holder) => {
        const action = tokenRefusalAction({ status, errorCode }, holder);
        if (status !== 401 || errorCode !== TOKEN_DEAD_CODE) expect(action).toBe('none');
        else expect(action).not.toBe(holder === 'none' ? 'accountSessionEnded' : 'none');
      }),
    );
  });
});
