export {
  CAMPAIGN_STATUSES,
  campaignStatus,
  campaignStatusRank,
  type CampaignStatus,
  type CampaignFlags,
} from './campaign-status.js';
export type { Refusal } from './refusal.js';
export {
  VoucherSchema,
  VOUCHER_KINDS,
  VOUCHER_SCOPES,
  VOUCHER_DISPLAYS,
  VOUCHER_DISCOUNT_TYPES,
  FIRST_PURCHASE_VOUCHER_SMALL,
  FIRST_PURCHASE_VOUCHER_LARGE,
  FIRST_PURCHASE_VOUCHER_AMOUNTS,
  voucherStatus,
  voucherIsPlatform,
  type Voucher,
  type VoucherKind,
  type VoucherScope,
  type VoucherDisplay,
  type VoucherDiscountType,
} from './voucher.js';
export {
  voucherFormValidate,
  VOUCHER_CODE_PATTERN,
  VOUCHER_NAME_MAX,
  VOUCHER_CODE_MAX,
  VOUCHER_PERCENT_MIN,
  VOUCHER_PERCENT_MAX,
  VOUCHER_COUNT_MIN,
  VOUCHER_FORM_CODES,
  type VoucherForm,
} from './voucher-form.js';
export {
  voucherApplicability,
  VOUCHER_REFUSAL_CODES,
  type VoucherContext,
  type VoucherRefusal,
  type VoucherRefusalCode,
} from './voucher-applicability.js';
export {
  voucherFirstPurchase,
  voucherFirstPurchaseKeys,
  voucherPhoneKey,
  voucherPlaceKey,
  type FirstPurchaseBuyer,
  type FirstPurchaseEarlierOrder,
} from './voucher-first-purchase.js';
export { voucherDiscount, voucherBest, type VoucherChoice, type AppliedVoucher } from './voucher-discount.js';
export {
  VOUCHER_SELECTION_CODES,
  voucherSlot,
  voucherCodeNormalize,
  type VoucherSelectionCode,
} from './voucher-slot.js';
export {
  PromotionItemSchema,
  PromotionProgramSchema,
  promotionStatus,
  promotionItemDiscount,
  promotionItemPrice,
  type PromotionItem,
  type PromotionProgram,
} from './promotion-program.js';
export {
  promotionFormValidate,
  promotionMaxDiscountBound,
  PROMOTION_NAME_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_DISCOUNT_MAX_PERCENT,
  PROMOTION_LIMIT_MIN,
  PROMOTION_MAX_DISCOUNT_READING,
  PROMOTION_FORM_CODES,
  type PromotionForm,
  type PromotionMaxDiscountReading,
} from './promotion-form.js';
export {
  promotionPurchaseCheck,
  promotionPurchaseMax,
  PROMOTION_PURCHASE_CODES,
  type PromotionPurchase,
  type PromotionPurchaseCode,
  type PromotionPurchaseRefusal,
} from './promotion-purchase.js';
export { BannerSchema, bannerStatus, bannerDays, BANNER_TYPES, BANNER_LIST_STATES, type Banner, type BannerType, type BannerListState } from './banner.js';
export {
  bannerFormValidate,
  bannerUrlValid,
  BANNER_TITLE_MIN,
  BANNER_TITLE_MAX,
  BANNER_URL_MAX,
  BANNER_PRODUCTS_MAX,
  BANNER_FORM_CODES,
  BANNER_SELLER_CODES,
  type BannerForm,
} from './banner-form.js';
export {
  imageRatioFits,
  imageCropOf,
  IMAGE_CROPS,
  type ImageCrop,
  BANNER_COVER_IMAGE_SIZE,
  BANNER_IMAGE_SIZE,
  IMAGE_RATIO_TOLERANCE,
  type ImageSize,
} from './image-ratio.js';
export { PROMOTIONS_ERRORS } from './promotions-errors.js';
export { CAMPAIGN_DELETE_WHILE_RUNNING, campaignActions, campaignListState, type CampaignActions } from './campaign-actions.js';
export { CAMPAIGN_LIST_STATES, type CampaignListState } from '../shop/seller-list-states.js';
export {
  VoucherUsageFiguresSchema,
  SellerVoucherSchema,
  SellerVoucherPageSchema,
  CampaignCountsSchema,
  ShopCustomerOptionSchema,
  ShopCustomerOptionsSchema,
  type VoucherUsageFigures,
  type SellerVoucher,
  type SellerVoucherPage,
  type CampaignCounts,
  type ShopCustomerOption,
} from './seller-voucher.js';
export { VOUCHER_RUNNING_LOCKED_FIELDS, VOUCHER_SELLER_CODES, VOUCHER_SHOP_CODES, voucherSellerCheck, type VoucherSellerFacts } from './voucher-seller-check.js';
export {
  VOUCHER_SAVE_CODES,
  voucherSaveCheck,
  voucherWalletUsable,
  voucherUsesLeft,
  VoucherCatalogueEntrySchema,
  VoucherWalletEntrySchema,
  type VoucherSaveCode,
  type VoucherSaveContext,
  type VoucherWalletContext,
  type VoucherCatalogueEntry,
  type VoucherWalletEntry,
} from './voucher-wallet.js';
export { campaignCountdown, countdownParts, COUNTDOWN_MAX_DAYS, type CampaignCountdown, type CountdownParts } from './campaign-countdown.js';
export {
  PromotionShowcaseItemSchema,
  PromotionShowcaseSchema,
  promotionItemRemaining,
  promotionShowcasePercent,
  promotionShowcaseItem,
  type PromotionShowcaseItem,
  type PromotionShowcase,
} from './promotion-showcase.js';
export { CollectionSchema, BannerDetailSchema, PROMOTIONS_PAGE_CODES, type Collection, type BannerDetail } from './collection.js';
export {
  PROMOTION_TYPES,
  PROMOTION_TYPE_DEFAULT,
  PROMOTION_FLASH_SALE_MAX_HOURS,
  PROMOTION_FLASH_SALE_MAX_MS,
  promotionTypeRead,
  type PromotionType,
} from './promotion-type.js';
export {
  SellerPromotionItemSchema,
  SellerPromotionSchema,
  SellerPromotionPageSchema,
  type SellerPromotionItem,
  type SellerPromotion,
  type SellerPromotionPage,
} from './seller-promotion.js';
export { PROMOTION_SELLER_CODES, PROMOTION_SHOP_CODES, promotionSellerCheck, type PromotionSellerFacts } from './promotion-seller-check.js';
export {
  variantPriceAt,
  productSummaryPricedAt,
  productPricedAt,
  promotionTermItem,
  promotionTermApplies,
  promotionTermsNextChange,
  type PromotionTerm,
  type PricedUnit,
  type VariantPrice,
} from './variant-price.js';
