import * as z from 'zod/mini';
import { UserProfileSchema } from './user-profile.js';
import { RoleSchema } from './role.js';
import { AccountStatusSchema, ShopApplicationStatusSchema } from './account-status.js';

/** Where a verification code goes. */
export const OtpChannelSchema = z.enum(['phone', 'email']);
export type OtpChannel = z.infer<typeof OtpChannelSchema>;

/**
 * What a code is for: a new account, a login, a forgotten password, or proving a new email or
 * phone before the profile stores it ('contact', asked for by a logged-in account only).
 */
export const OtpPurposeSchema = z.enum(['signup', 'login', 'reset', 'contact']);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

/** The purposes anyone may ask a code for without a session (the login and sign-up dialogs). */
export const OtpAuthPurposeSchema = z.enum(['signup', 'login', 'reset']);
export type OtpAuthPurpose = z.infer<typeof OtpAuthPurposeSchema>;

/** Spec: login by Google, Facebook, Zalo or Apple besides phone and email codes. */
export const AuthProviderIdSchema = z.enum(['google', 'facebook', 'zalo', 'apple']);
export type AuthProviderId = z.infer<typeof AuthProviderIdSchema>;
export const AUTH_PROVIDER_IDS: readonly AuthProviderId[] = AuthProviderIdSchema.options;

// Bodies are bounded so a request cannot make the server hash megabytes.
const Text = (max: number) => z.string().check(z.maxLength(max));

/** Ask for a code: `destination` is the phone number or email address as typed. */
export const OtpRequestSchema = z.object({
  channel: OtpChannelSchema,
  destination: Text(254),
  purpose: OtpAuthPurposeSchema,
});
export type OtpRequest = z.infer<typeof OtpRequestSchema>;

/** A code is on its way: where to (normalised, to show), and the seconds it lives and before a resend. */
export const OtpSentSchema = z.object({
  destination: z.string(),
  expires_in: z.number(),
  resend_in: z.number(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/**
 * Type the code in. A sign-up also carries the person's name and, optionally, a password
 * (with its confirmation) for later email-and-password logins.
 */
export const OtpVerifySchema = z.object({
  channel: OtpChannelSchema,
  destination: Text(254),
  purpose: z.enum(['signup', 'login']),
  code: Text(32),
  name: z.optional(Text(100)),
  password: z.optional(Text(200)),
  password_confirmation: z.optional(Text(200)),
});
export type OtpVerify = z.infer<typeof OtpVerifySchema>;

export const PasswordLoginSchema = z.object({ email: Text(254), password: Text(200) });
export type PasswordLogin = z.infer<typeof PasswordLoginSchema>;

/** A forgotten password: the code sent by email and the new password twice. */
export const PasswordResetSchema = z.object({
  email: Text(254),
  code: Text(32),
  password: Text(200),
  password_confirmation: Text(200),
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** A logged-in change; an account that never had a password (phone code, Google) sends none. */
export const PasswordChangeSchema = z.object({
  current_password: z.optional(Text(200)),
  password: Text(200),
  password_confirmation: Text(200),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** What every successful login answers: the account token and the profile. */
export const AuthGrantSchema = z.object({
  token: z.string().check(z.minLength(1)),
  profile: UserProfileSchema,
});
export type AuthGrant = z.infer<typeof AuthGrantSchema>;

/** A social login the server offers; `stand_in` marks the local test provider (never in production). */
export const AuthProviderSchema = z.object({
  id: AuthProviderIdSchema,
  stand_in: z._default(z.boolean(), false),
});
export type AuthProvider = z.infer<typeof AuthProviderSchema>;

/** The one-time ticket a social login leaves in the return address, exchanged for a grant. */
export const OauthTicketSchema = z.object({ ticket: Text(200) });

/** The shop an approved seller runs, as the seller area's header shows it. */
export const SellerShopSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.nullish(z.string()),
  country: z.string(),
});
export type SellerShop = z.infer<typeof SellerShopSchema>;

/** The account's shop application as its owner sees it (no admin notes beyond the reason). */
export const SellerApplicationStateSchema = z.object({
  status: ShopApplicationStatusSchema,
  reject_reason: z.nullish(z.string()),
  /** ISO time of the last submission; null for a draft never sent. */
  submitted_at: z.nullish(z.string()),
});
export type SellerApplicationState = z.infer<typeof SellerApplicationStateSchema>;

/**
 * The seller side of the signed-in account: its shop once approved, its application from the
 * first draft on (null: never started), and the account status they imply.
 */
export const SellerAccountSchema = z.object({
  profile: UserProfileSchema,
  roles: z.array(RoleSchema),
  account_status: AccountStatusSchema,
  shop: z.nullable(SellerShopSchema),
  application: z.nullable(SellerApplicationStateSchema),
});
export type SellerAccount = z.infer<typeof SellerAccountSchema>;
