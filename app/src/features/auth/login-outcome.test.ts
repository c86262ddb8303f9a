import { describe, expect, it } from 'vitest';
import { grantFailureShown, type LoginOutcome } from './login-outcome';

describe('what a form shows when a grant could not be kept', () => {
  it('shows nothing for a missing encryption secret: console-only (spec section 8), the form just stops', () => {
    expect(grantFailureShown('TOKEN_NOT_STORED')).toBe('handled');
  });

  it('keeps any other failure to store the token visible, as the generic message', () => {
    expect(grantFailureShown('TOKEN_STORE_ERROR')).toEqual({ code: 'SERVER' });
  });

  it('has nothing to show after a login (the page moves on)', () => {
    expect(grantFailureShown('loggedIn')).toBeNull();
  });

  it('is visible for every outcome but the login and the console-only case', () => {
    const outcomes: readonly LoginOutcome[] = ['loggedIn', 'TOKEN_NOT_STORED', 'TOKEN_STORE_ERROR'];
    const visible = outcomes.filter((outcome) => {
      const shown = grantFailureShown(outcome);
      return shown !== null && shown !== 'handled';
    });
    expect(visible).toEqual(['TOKEN_STORE_ERROR']);
  });
});
