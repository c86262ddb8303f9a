/** Identity: who the person is, their addresses, their session and the rules around them. */
export {
  deviceIdFromTraits,
  deviceIdFallback,
  DEVICE_ID_PREFIX,
  DEVICE_ID_BODY_MAX,
  type DeviceTraits,
} from './device-id.js';
export { BodyMeasurementsSchema, type BodyMeasurements } from './body-measurements.js';
export { UserProfileSchema, GenderSchema, type UserProfile, type Gender } from './user-profile.js';
export {
  AddressSchema,
  AddressTypeSchema,
  DeliveryTimeSchema,
  DELIVERY_TIME_DEFAULT,
  type Address,
  type AddressType,
  type DeliveryTime,
} from './address.js';
export { addressValidate } from './address-validate.js';
export { addressChosen } from './address-chosen.js';
export {
  AccountStatusSchema,
  GlobalAccountStateSchema,
  accountStateInitial,
  type AccountStatus,
  type GlobalAccountState,
} from './account-state.js';
export { accountStatusOf, ShopApplicationStatusSchema, type ShopApplicationStatus } from './account-status.js';
export { tokenRefusalAction, TOKEN_DEAD_CODE, type TokenHolder, type TokenRefusalAction } from './token-refusal.js';
export {
  RoleSchema,
  ROLE_ACTIONS,
  ROLE_PERMISSIONS,
  SOCIAL_FEEDBACK_BY_ANY_SENDER,
  SELLER_HAS_BUYER_RIGHTS,
  roleCan,
  roleNeedsLogin,
  type Role,
  type RoleAction,
} from './role.js';
export { STORAGE_KEYS, STORAGE_KEYS_CLEARED_ON_LOGOUT, type StorageKey } from './storage-keys.js';
export { passwordValidate, PASSWORD_MIN_LENGTH } from './password.js';
export { emailValid, EMAIL_MAX_LENGTH } from './email.js';
export { otpValidate, OTP_LENGTH } from './otp.js';
export {
  accountDeletionPlan,
  accountDeletionCheck,
  accountDeletionRole,
  SELLER_DELETION_WORKING_DAYS_MIN,
  SELLER_DELETION_WORKING_DAYS_MAX,
  type AccountDeletionPlan,
  type AccountDeletionError,
} from './account-deletion.js';
export { phoneFormat, PHONE_COUNTRY_VIETNAM, PHONE_PREFIX_VIETNAM, PHONE_PREFIX_OTHER } from './phone-format.js';
export { maskMiddle, maskAddress, maskLastThree, MASK_STARS } from './mask.js';
export {
  afterLoginDestination,
  LOGIN_RETURNS_TO_ASKED_PAGE,
  afterLogoutDestination,
  LOGIN_RELOAD_PATHS,
  LOGOUT_RELOAD_PATHS,
  CHECKOUT_VARIANT_PATH,
  CHECKOUT_PATH,
  EXPRESS_CHECKOUT_DESTINATION,
  ACCOUNT_ORDERS_PATH,
  ACCOUNT_NOTIFICATIONS_PATH,
  HOME_PATH,
  type AuthDestination,
  type LoginLocation,
} from './auth-navigation.js';
export {
  authSessionMachine,
  type AuthSessionContext,
  type AuthSessionEvent,
  type LoginFailureReason,
} from './auth-session.machine.js';
export { IDENTITY_ERRORS } from './identity-errors.js';
export { AUTH_API_ERRORS, type AuthApiError } from './auth-api-errors.js';
export {
  OTP_POLICY,
  PASSWORD_CHANGE_POLICY,
  passwordChangeAllowed,
  AUTH_SESSION_DAYS,
  otpRequestDecide,
  otpCheck,
  type OtpRequestDecision,
  type OtpRequestHistory,
  type OtpCheckInput,
  type OtpCheckOutcome,
} from './otp-policy.js';
export {
  LOGIN_THROTTLE_POLICY,
  CODE_REQUEST_ADDRESS_POLICY,
  loginThrottleWait,
  codeRequestAddressDecide,
  type LoginFailures,
} from './attempt-throttle.js';
export { authDestinationParse, authNameValidate } from './auth-destination.js';
export {
  OtpChannelSchema,
  OtpPurposeSchema,
  OtpAuthPurposeSchema,
  AuthProviderIdSchema,
  AUTH_PROVIDER_IDS,
  OtpRequestSchema,
  OtpSentSchema,
  OtpVerifySchema,
  PasswordLoginSchema,
  PasswordResetSchema,
  PasswordChangeSchema,
  AuthGrantSchema,
  AuthProviderSchema,
  OauthTicketSchema,
  SellerAccountSchema,
  SellerShopSchema,
  SellerApplicationStateSchema,
  type SellerShop,
  type SellerApplicationState,
  type OtpChannel,
  type OtpPurpose,
  type OtpAuthPurpose,
  type AuthProviderId,
  type OtpRequest,
  type OtpSent,
  type OtpVerify,
  type PasswordLogin,
  type PasswordReset,
  type PasswordChange,
  type AuthGrant,
  type AuthProvider,
  type SellerAccount,
} from './auth-requests.js';
export { SOCIAL_LOGIN_UNVERIFIED_HOLDER, socialLinkDecide, type SocialLinkFacts, type SocialLinkDecision } from './social-link.js';
