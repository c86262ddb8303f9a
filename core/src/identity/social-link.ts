/**
 * What a social login does when the provider vouches for an email that an account here holds
 * without having proven it (an email typed into a profile before codes were required):
 * 'new_account' makes a new account that takes the email, and the unproven holder loses it;
 * 'no_email' would make a new account without the email and leave it with the unproven holder.
 * Never a link to the holder (that is the takeover), and not a refusal either: whoever put
 * someone else's address on their own account could then lock its real owner out of that
 * provider's login for good. The provider's proof beats an unproven claim, hence 'new_account'.
 */
export const SOCIAL_LOGIN_UNVERIFIED_HOLDER: 'new_account' | 'no_email' = 'new_account';

/** What the server knows when a provider's identity arrives. */
export interface SocialLinkFacts {
  /** An account is already bound to the provider's subject. */
  readonly bound: boolean;
  /** The provider shared an email and says it verified it. */
  readonly emailVouched: boolean;
  /** The live account holding that email, and whether it proved it (null: none holds it). */
  readonly holder: { readonly verified: boolean } | null;
}

/**
 * - `bound`: the account bound to the subject.
 * - `link`: bind the subject to the account holding the vouched email, which proved it too.
 * - `create_with_email`: a new account with the vouched (so verified) email, taking it from an
 *   unproven holder if there is one (SOCIAL_LOGIN_UNVERIFIED_HOLDER).
 * - `create_without_email`: a new account without email (none, or not vouched for: an
 *   unverified one could pre-empt its real owner's sign-up).
 */
export type SocialLinkDecision = 'bound' | 'link' | 'create_with_email' | 'create_without_email';

/** Which account a social login opens: an email links accounts only when both sides proved it. */
export function socialLinkDecide(facts: SocialLinkFacts): SocialLinkDecision {
  if (facts.bound) return 'bound';
  if (!facts.emailVouched) return 'create_without_email';
  if (facts.holder?.verified) return 'link';
  return SOCIAL_LOGIN_UNVERIFIED_HOLDER === 'new_account' ? 'create_with_email' : 'create_without_email';
}
