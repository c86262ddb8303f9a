import * as z from 'zod/mini';
import { LOCALE_DEFAULT, LocaleSchema, type Locale } from '../locale/locale.js';
import { UserProfileSchema } from './user-profile.js';

/**
 * Where the account stands on the seller side (spec section 4, shop registration): it decides
 * whether the seller area opens. A buyer who never registered a shop is 'not_registered'.
 */
export const AccountStatusSchema = z.enum(['not_registered', 'submitted', 'pending_approval', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Spec: the global account state every screen reads: login flag, locale, profile, account status. */
export const GlobalAccountStateSchema = z.object({
  isLoggedIn: z._default(z.boolean(), false),
  locale: z._default(LocaleSchema, LOCALE_DEFAULT),
  profile: z._default(z.nullable(UserProfileSchema), null),
  accountStatus: z._default(z.nullable(AccountStatusSchema), null),
});
export type GlobalAccountState = z.infer<typeof GlobalAccountStateSchema>;

/** The state of a visitor before anything is known: not logged in, no profile. */
export const accountStateInitial = (locale: Locale = LOCALE_DEFAULT): GlobalAccountState => ({
  isLoggedIn: false,
  locale,
  profile: null,
  accountStatus: null,
});
