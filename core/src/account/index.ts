/** Account pages: the profile form, address book rules, administrative units, payment information, notification choices, walls. */
export {
  AdminUnitSchema,
  AdminDistrictSchema,
  AdminProvinceSchema,
  adminAreaCheck,
  type AdminUnit,
  type AdminDistrict,
  type AdminProvince,
  type AdminAreaCheck,
} from './admin-unit.js';
export { addressDefaultPick, ADDRESS_BOOK_MAX } from './address-book.js';
export {
  BODY_MEASUREMENT_FIELDS,
  BODY_MEASUREMENT_MAX,
  DATE_OF_BIRTH_MAX_AGE_YEARS,
  ProfileUpdateSchema,
  dateOfBirthValid,
  profileUpdateValidate,
  profilePhoneFormat,
  type BodyMeasurementField,
  type ProfileUpdate,
  type ProfileUpdateContext,
} from './profile-update.js';
export {
  PaymentInfoSchema,
  BANK_ACCOUNT_DIGITS,
  BANK_TEXT_MAX,
  paymentInfoValidate,
  NotificationPrefsSchema,
  NOTIFICATION_PREF_KEYS,
  AccountSettingsSchema,
  type PaymentInfo,
  type NotificationPrefs,
  type AccountSettings,
} from './account-settings.js';
export { PublicProfileSchema, profileInitial, profileNameShown, personFollowAllowed, PERSON_FOLLOW_ERROR, type PublicProfile } from './public-profile.js';
export { ACCOUNT_ERRORS } from './account-errors.js';
export { avatarUrlCheck, AVATAR_ERROR } from './avatar.js';
export {
  ContactCodeRequestSchema,
  CONTACT_CODE_FIELDS,
  profileContactChanges,
  contactCodesCheck,
  contactDestinationParse,
  type ContactCodeRequest,
  type ContactCodes,
  type ContactDetails,
} from './contact-change.js';
