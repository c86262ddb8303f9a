import {
  DOWNLOAD_HISTORY_KEEP_DAYS,
  PRODUCT_APPROVAL_DAYS,
  PRODUCT_AUTHENTICITY_REFUND_PERCENT,
  PRODUCT_PRICE_LOCK,
  PRODUCT_RETURN_PERIOD_DAYS,
  PROMOTION_DISCOUNT_MAX_PERCENT,
  REFUND_SELLER_REPLY_HOURS,
  REVIEW_EDIT_WINDOW_DAYS,
  SELLER_INACTIVE_WARNING_DAYS,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  SELLER_SUPPORT_HOTLINE,
  SHOP_APPROVAL_HOURS,
  SHOP_PAUSE_MAX_DAYS,
} from '@modavi/core';

/**
 * The numbers the help pages quote, from core's constants: a page writes `{{serviceFeePercent}}`
 * and the server fills it in, so a changed rule changes its guide too. An unknown name is left as
 * written (the content test catches it).
 */
export const CONTENT_FACTS: Readonly<Record<string, string | number>> = {
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
  downloadKeepDays: DOWNLOAD_HISTORY_KEEP_DAYS,
  pauseMaxDays: SHOP_PAUSE_MAX_DAYS,
  discountMaxPercent: PROMOTION_DISCOUNT_MAX_PERCENT,
  reviewEditDays: REVIEW_EDIT_WINDOW_DAYS,
  inactiveDays: SELLER_INACTIVE_WARNING_DAYS,
  hotline: SELLER_SUPPORT_HOTLINE,
};

export const contentFactsFill = (text: string): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in CONTENT_FACTS ? String(CONTENT_FACTS[name]) : whole));
