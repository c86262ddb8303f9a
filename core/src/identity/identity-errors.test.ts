import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IDENTITY_ERRORS } from './identity-errors.js';
import { passwordValidate } from './password.js';
import { otpValidate } from './otp.js';
import { addressValidate } from './address-validate.js';
import { accountDeletionCheck } from './account-deletion.js';
import { authDestinationParse, authNameValidate } from './auth-destination.js';
import { AUTH_API_ERRORS } from './auth-api-errors.js';
import { makeAddress, makeOverseasAddress } from '../testing/identity-factories.js';
import type { Validation, ValidationIssue } from '../shared/validation.js';

const issuesOf = (result: Validation<unknown>): readonly ValidationIssue[] => (result.ok ? [] : result.error);

/** Inputs that between them reach every code the identity rules return. */
function reachedIssues(): ValidationIssue[] {
  return [
    ...issuesOf(passwordValidate('', '')),
    ...issuesOf(passwordValidate('abc', 'abd')),
    ...issuesOf(otpValidate('')),
    ...issuesOf(otpValidate('12')),
    ...issuesOf(addressValidate({ is_pickup: 'yes', delivery_time: 'never' })),
    ...issuesOf(addressValidate(makeAddress({ phone: '1' }))),
    ...issuesOf(addressValidate(makeOverseasAddress({ postal_code: null, country: null }))),
    ...issuesOf(authDestinationParse('email', '')),
    ...issuesOf(authDestinationParse('email', 'lan@')),
    ...issuesOf(authDestinationParse('phone', '')),
    ...issuesOf(authDestinationParse('phone', '1')),
    ...issuesOf(authNameValidate('')),
    ...issuesOf(authNameValidate('a'.repeat(101))),
  ];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('IDENTITY_ERRORS', () => {
  it('has a message in both locales for every code the rules return, with the params it needs', () => {
    const deletion = [accountDeletionCheck('buyer', false), accountDeletionCheck('seller', true), accountDeletionCheck('admin', true)];
    const codes = new Set([...reachedIssues().map((found) => found.code), ...deletion.flatMap((result) => (result.ok ? [] : [result.error]))]);
    for (const found of reachedIssues()) {
      const messages = IDENTITY_ERRORS[found.code as keyof typeof IDENTITY_ERRORS];
      expect(messages, found.code).toBeDefined();
      // Every placeholder gets a value (a param may go unused: 'OTP.INVALID' keeps its length).
      expect(Object.keys(found.params ?? {})).toEqual(expect.arrayContaining(placeholders(messages.vi)));
    }
    // Every message is reached by a rule or is one of the account API's answers.
    expect([...new Set([...codes, ...Object.values(AUTH_API_ERRORS)])].sort()).toEqual(Object.keys(IDENTITY_ERRORS).sort());
  });

  it('uses the same placeholders in vi and kr, and no empty message', () => {
    for (const [code, messages] of Object.entries(IDENTITY_ERRORS)) {
      expect(placeholders(messages.vi), code).toEqual(placeholders(messages.kr));
      expect(messages.vi.length * messages.kr.length, code).toBeGreaterThan(0);
    }
  });

  it('returns only catalogued codes, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const found = [...issuesOf(passwordValidate(a, b)), ...issuesOf(otpValidate(a)), ...issuesOf(addressValidate(a))];
        for (const { code } of found) expect(Object.keys(IDENTITY_ERRORS)).toContain(code);
      }),
    );
  });
});
