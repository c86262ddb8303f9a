import * as z from 'zod/mini';
import { LOCALE_DEFAULT, LocaleSchema, type Locale } from '../locale/locale.js';
import { UserProfileSchema } from './user-profile.js';
import { AccountStatusSchema } from './account-status.js';

export { AccountStatusSchema, type AccountStatus } from './account-status.js';

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
