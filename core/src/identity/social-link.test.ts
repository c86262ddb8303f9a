import { describe, expect, it } from 'vitest';
import { SOCIAL_LOGIN_UNVERIFIED_HOLDER, socialLinkDecide } from './social-link.js';

describe('socialLinkDecide', () => {
  it('links by email only when the provider vouches for it and the holder proved it too', () => {
    expect(socialLinkDecide({ bound: true, emailVouched: true, holder: null })).toBe('bound');
    expect(socialLinkDecide({ bound: false, emailVouched: true, holder: { verified: true } })).toBe('link');
    expect(socialLinkDecide({ bound: false, emailVouched: false, holder: { verified: true } })).toBe('create_without_email');
    expect(socialLinkDecide({ bound: false, emailVouched: true, holder: null })).toBe('create_with_email');
  });

  it('never links to an account that only typed the email in', () => {
    expect(SOCIAL_LOGIN_UNVERIFIED_HOLDER).toBe('new_account');
    expect(socialLinkDecide({ bound: false, emailVouched: true, holder: { verified: false } })).toBe('create_with_email');
  });
});
