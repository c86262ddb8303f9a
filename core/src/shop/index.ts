/** Shop: registering a shop, its categories, size charts and settings, and the seller's terms. */
export {
  ShopCategorySchema,
  ShopCategoryDraftSchema,
  ShopCategoryStatusSchema,
  SHOP_CATEGORY_TITLE_LENGTH_MIN,
  SHOP_CATEGORY_TITLE_LENGTH_MAX,
  SHOP_CATEGORY_PRODUCTS_MAX,
  shopCategoryValidate,
  shopCategoryToggle,
  type ShopCategory,
  type ShopCategoryDraft,
  type ShopCategoryStatus,
} from './shop-category.js';
export {
  SizeChartSchema,
  SizeChartRowSchema,
  SizeValueSchema,
  SIZE_ATTRIBUTES,
  sizeAttributeOf,
  sizeRangeParse,
  sizeChartParse,
  type SizeChart,
  type SizeChartRow,
  type SizeValue,
  type SizeAttribute,
  type SizeMeasure,
  type SizeChartSize,
} from './size-chart.js';
export {
  SIZE_ATTRIBUTE_MEASUREMENT,
  SIZE_LENGTH_ATTRIBUTES,
  sizeChartFit,
  sizeFitVerdict,
  type SizeFitVerdict,
  type FitMeasurement,
  type SizeFit,
  type SizeFitReason,
} from './size-chart-fit.js';
export {
  SellerApplicationSchema,
  SellerAddressSchema,
  SellerIndustrySchema,
  BusinessPlatformSchema,
  BusinessTypeSchema,
  type SellerApplication,
  type SellerAddress,
  type SellerIndustry,
  type BusinessPlatform,
  type BusinessType,
} from './seller-application.js';
export {
  sellerApplicationValidate,
  vietnamMobileValid,
  idDocumentValid,
  SELLER_FULL_NAME_LENGTH,
  SHOP_DESCRIPTION_LENGTH,
} from './seller-application-validate.js';
export {
  shopApprovalDeadline,
  shopApprovalOverdue,
  SHOP_APPROVAL_HOURS,
  SHOP_APPROVAL_EXCLUDES_WEEKENDS,
} from './shop-approval-deadline.js';
export {
  shopRegistrationMachine,
  type ShopRegistrationContext,
  type ShopRegistrationEvent,
  type ShopRegistrationInput,
  type ShopRegistrationStatus,
} from './shop-registration.machine.js';
export {
  ShopShippingSettingsSchema,
  ShopReturnPolicySchema,
  SHOP_SHIPPING_OPTIONS_DEFAULT,
  RETURNS_FOR_FAULTY_GOODS_ALWAYS,
  shopShippingSettingsValidate,
  shopReturnPolicyValidate,
  type ShopShippingSettings,
  type ShopReturnPolicy,
} from './shop-settings.js';
export {
  ShopPaymentSettingsSchema,
  SETTLEMENT_SCHEDULES,
  SETTLEMENT_SCHEDULE_DEFAULT,
  BANK_ACCOUNT_NUMBER_DIGITS,
  settlementIsPeriodic,
  shopPaymentSettingsValidate,
  type ShopPaymentSettings,
  type SettlementSchedule,
} from './shop-payment-settings.js';
export { ShopInfoSchema, SHOP_NAME_LENGTH, shopInfoValidate, type ShopInfo } from './shop-info.js';
export {
  ShopPauseSchema,
  SHOP_PAUSE_MAX_DAYS,
  SHOP_PAUSE_NOTE_MAX,
  shopPauseValidate,
  shopPaused,
  vietnamDayOfInput,
  type ShopPause,
  type ShopPauseRequest,
} from './shop-pause.js';
export {
  ShopReasonChoiceSchema,
  SellerShippingSettingsSchema,
  SellerReturnPolicySchema,
  SellerPaymentSettingsSchema,
  SellerShopInfoSchema,
  type ShopReasonChoice,
  type SellerShippingSettings,
  type SellerReturnPolicy,
  type SellerPaymentSettings,
  type SellerShopInfo,
} from './shop-settings-entities.js';
export { SHOP_SETTINGS_ERRORS, type ShopSettingsErrorCode } from './shop-settings-errors.js';
export {
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SELLER_PAYMENT_FEE_FREE_NEEDS,
  SELLER_IN_APP_ADS_FREE_MONTHS,
  SELLER_INACTIVE_WARNING_DAYS,
  shopSellerInactive,
  DOWNLOAD_HISTORY_KEEP_DAYS,
  sellerServiceFeeFirstYear,
  sellerIsInactive,
  downloadHistoryKept,
} from './seller-terms.js';
export { SHOP_ERRORS, type ShopErrorCode } from './shop-errors.js';
export {
  sellerAreaAccess,
  adminConsoleAccess,
  type SellerAreaAccess,
  type SellerAreaFacts,
  type AdminConsoleAccess,
} from './seller-area-access.js';
export {
  SIZE_CHART_TEMPLATES,
  SIZE_CHART_TYPES,
  SIZE_ATTRIBUTE_NAMES,
  SIZE_CHART_NAME_MAX,
  SIZE_CHART_ROWS_MAX,
  SIZE_CHART_SIZE_NAME_MAX,
  SIZE_CHART_FORM_CODES,
  sizeChartTypeOf,
  sizeChartValidate,
  type SizeChartType,
  type SizeChartDraft,
} from './size-chart-form.js';
export { SELLER_LIST_LIMIT, SELLER_LIST_QUERY_MAX, sellerListQueryRead, sellerListPages, type SellerListQuery } from './seller-list.js';
export {
  ShopCategoryPageSchema,
  SellerBannerSchema,
  SellerBannerPageSchema,
  SellerSizeChartSchema,
  SellerSizeChartPageSchema,
  ShopProductOptionSchema,
  ShopProductOptionsSchema,
  SHOP_CATEGORY_LIST_STATES,
  type ShopCategoryPage,
  type SellerBanner,
  type SellerBannerPage,
  type SellerSizeChart,
  type SellerSizeChartPage,
  type ShopProductOption,
} from './seller-shop-entities.js';
