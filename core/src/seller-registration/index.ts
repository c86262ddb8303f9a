/** Seller registration: the application's draft and record, the account's verification, the admin's queue and decision. */
export {
  SELLER_APPLICATION_TEXT_MAX,
  SellerApplicationDraftSchema,
  sellerApplicationDraftRead,
  SellerVerificationSchema,
  sellerVerificationMissing,
  sellerApplicationEditable,
  sellerPhoneFromProfile,
  sellerAddressKnown,
  sellerApplicationShop,
  type SellerApplicationShop,
  SellerApplicationRecordSchema,
  SHOP_REJECT_REASON_MAX,
  ShopApplicationRejectSchema,
  shopRejectReasonValidate,
  ShopApplicationSummarySchema,
  ShopApplicationDetailSchema,
  type SellerApplicationDraft,
  type SellerVerification,
  type SellerVerificationItem,
  type SellerApplicationRecord,
  type ShopApplicationReject,
  type ShopApplicationSummary,
  type ShopApplicationDetail,
} from './seller-registration.js';
export {
  ShopApplicationQueueStatusSchema,
  SHOP_APPLICATION_QUEUE_LIMIT,
  SHOP_APPLICATION_SEARCH_MAX,
  type ShopApplicationQueueStatus,
  type ShopApplicationQuery,
} from './shop-application-queue.js';
export { SELLER_SUPPORT_HOTLINE, SellerContactAnswerSchema, type SellerContactAnswer } from './seller-contact.js';
export { SELLER_REGISTRATION_ERRORS, type SellerRegistrationErrorCode } from './seller-registration-errors.js';
