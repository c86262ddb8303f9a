import {
  DOWNLOAD_HISTORY_KEEP_DAYS,
  FIRST_PURCHASE_VOUCHER_LARGE,
  FIRST_PURCHASE_VOUCHER_SMALL,
  GROUP_BUY_MIN_GOAL,
  PRODUCT_APPROVAL_DAYS,
  PRODUCT_AUTHENTICITY_REFUND_PERCENT,
  PRODUCT_DESCRIPTION_LENGTH,
  PRODUCT_NAME_LENGTH,
  PRODUCT_PREPARATION_DAYS,
  PRODUCT_PREPARATION_TOOLTIP_DAYS,
  PRODUCT_PRICE_LOCK,
  PRODUCT_RETURN_PERIOD_DAYS,
  PRODUCT_SHIPPING_AVERAGE_DAYS,
  PRODUCT_WEIGHT_GRAMS,
  PROMOTION_DISCOUNT_MAX_PERCENT,
  REFUND_REQUEST_IMAGES_MAX,
  REFUND_SELLER_REPLY_HOURS,
  REPLY_CONTENT_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_EDIT_WINDOW_DAYS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SELLER_DELETION_WORKING_DAYS_MAX,
  SELLER_DELETION_WORKING_DAYS_MIN,
  SELLER_INACTIVE_WARNING_DAYS,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  SELLER_SUPPORT_HOTLINE,
  SHOP_APPROVAL_HOURS,
  SHOP_PAUSE_MAX_DAYS,
  SHOP_PAUSE_NOTE_MAX,
  COMPLAINT_RULING_WORKING_DAYS,
  FEE_CHANGE_NOTICE_DAYS,
  REFUND_BANK_WORKING_DAYS,
  SUPPORT_HOTLINE_HOURS,
  WARRANTY_REPAIR_WORKING_DAYS,
  type Locale,
} from '@modavi/core';

/** A fact is a count (formatted with the locale's digit grouping), an amount of dong, or text as is. */
type Fact = number | { readonly dong: number } | string;

/**
 * The figures the help pages and the blog quote, from core's constants: a page writes
 * `{{serviceFeePercent}}` and the server fills it in, so a changed rule changes its pages too.
 * An unknown name is left as written (the content tests fail on it).
 */
export const CONTENT_FACTS: Readonly<Record<string, Fact>> = {
  serviceFeePercent: SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  paymentFeeFreeMonths: SELLER_PAYMENT_FEE_FREE_MONTHS,
  priceLockDays: PRODUCT_PRICE_LOCK.windowDays,
  priceChangesMax: PRODUCT_PRICE_LOCK.changesMax,
  returnDaysMin: PRODUCT_RETURN_PERIOD_DAYS.min,
  returnDaysMax: PRODUCT_RETURN_PERIOD_DAYS.max,
  fakeRefundPercent: PRODUCT_AUTHENTICITY_REFUND_PERCENT.fake,
  poorQualityRefundPercent: PRODUCT_AUTHENTICITY_REFUND_PERCENT.poorQuality,
  shopApprovalHours: SHOP_APPROVAL_HOURS,
  productApprovalMin: PRODUCT_APPROVAL_DAYS.min,
  productApprovalMax: PRODUCT_APPROVAL_DAYS.max,
  refundReplyHours: REFUND_SELLER_REPLY_HOURS,
  refundImagesMax: REFUND_REQUEST_IMAGES_MAX,
  downloadKeepDays: DOWNLOAD_HISTORY_KEEP_DAYS,
  pauseMaxDays: SHOP_PAUSE_MAX_DAYS,
  pauseNoteMax: SHOP_PAUSE_NOTE_MAX,
  discountMaxPercent: PROMOTION_DISCOUNT_MAX_PERCENT,
  reviewEditDays: REVIEW_EDIT_WINDOW_DAYS,
  reviewTextMax: REVIEW_CONTENT_MAX,
  reviewReplyMax: REPLY_CONTENT_MAX,
  reviewStarsMin: REVIEW_RATING_MIN,
  reviewStarsMax: REVIEW_RATING_MAX,
  inactiveDays: SELLER_INACTIVE_WARNING_DAYS,
  productNameMin: PRODUCT_NAME_LENGTH.min,
  productNameMax: PRODUCT_NAME_LENGTH.max,
  productDescriptionMin: PRODUCT_DESCRIPTION_LENGTH.min,
  productDescriptionMax: PRODUCT_DESCRIPTION_LENGTH.max,
  productWeightMin: PRODUCT_WEIGHT_GRAMS.min,
  productWeightMax: PRODUCT_WEIGHT_GRAMS.max,
  preparationDaysMin: PRODUCT_PREPARATION_TOOLTIP_DAYS.min,
  preparationDaysMax: PRODUCT_PREPARATION_TOOLTIP_DAYS.max,
  preOrderDaysMin: PRODUCT_PREPARATION_DAYS.min,
  preOrderDaysMax: PRODUCT_PREPARATION_DAYS.max,
  shippingDaysMin: PRODUCT_SHIPPING_AVERAGE_DAYS.min,
  shippingDaysMax: PRODUCT_SHIPPING_AVERAGE_DAYS.max,
  sellerDeletionDaysMin: SELLER_DELETION_WORKING_DAYS_MIN,
  sellerDeletionDaysMax: SELLER_DELETION_WORKING_DAYS_MAX,
  firstVoucherSmall: { dong: FIRST_PURCHASE_VOUCHER_SMALL },
  firstVoucherLarge: { dong: FIRST_PURCHASE_VOUCHER_LARGE },
  groupBuyMinPeople: GROUP_BUY_MIN_GOAL,
  hotline: SELLER_SUPPORT_HOTLINE,
  hotlineHours: SUPPORT_HOTLINE_HOURS,
  feeChangeNoticeDays: FEE_CHANGE_NOTICE_DAYS,
  bankRefundDaysMin: REFUND_BANK_WORKING_DAYS.min,
  bankRefundDaysMax: REFUND_BANK_WORKING_DAYS.max,
  complaintRulingDaysMin: COMPLAINT_RULING_WORKING_DAYS.min,
  complaintRulingDaysMax: COMPLAINT_RULING_WORKING_DAYS.max,
  warrantyDaysMin: WARRANTY_REPAIR_WORKING_DAYS.min,
  warrantyDaysMax: WARRANTY_REPAIR_WORKING_DAYS.max,
};

/** Vietnamese groups digits with '.', English with ','. */
const NUMBER_LOCALE: Readonly<Record<Locale, string>> = { vi: 'vi-VN', kr: 'en-US' };

export function contentFactFormat(fact: Fact, locale: Locale): string {
  if (typeof fact === 'string') return fact;
  const format = new Intl.NumberFormat(NUMBER_LOCALE[locale]);
  if (typeof fact === 'number') return format.format(fact);
  return locale === 'vi' ? `${format.format(fact.dong)}đ` : `${format.format(fact.dong)} VND`;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholder names a text uses (the content tests check each is a known fact). */
export const contentPlaceholders = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

export const contentFactsFill = (text: string, locale: Locale): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => {
    const fact = CONTENT_FACTS[name];
    return fact === undefined ? whole : contentFactFormat(fact, locale);
  });
