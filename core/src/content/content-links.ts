/**
 * The companion app's store pages (spec 2: /download). The spec gives no address; these stand in
 * until the listings exist, in one place so the landing page and the footer change together.
 */
export const APP_STORE_URL = 'https://apps.apple.com/vn/app/modavi/id0000000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=vn.modavi.app';

/**
 * The carriers the footer names. The spec names none; these are the national carriers a
 * Vietnamese marketplace works with, shown as names only (no logos to license).
 */
export const FOOTER_CARRIERS = ['Giao Hàng Nhanh', 'Giao Hàng Tiết Kiệm', 'Viettel Post', 'J&T Express'] as const;

/** The payment methods the footer names, as checkout offers them (PAYMENT_METHODS, spec 5). */
export const FOOTER_PAYMENT_METHODS = ['MoMo', 'VNPAY', 'OnePay', 'Visa', 'Mastercard', 'JCB'] as const;
