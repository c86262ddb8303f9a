import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { ShopShippingSettings, ShopReturnPolicy } from '../shop/shop-settings.js';
import type { ShopPaymentSettings } from '../shop/shop-payment-settings.js';
import type { ShopInfo } from '../shop/shop-info.js';
import type { ShopPause } from '../shop/shop-pause.js';
import type { SellerPaymentSettings, SellerReturnPolicy, SellerShippingSettings, SellerShopInfo } from '../shop/shop-settings-entities.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * The seller's settings (the seller area's cai-dat: van-chuyen, chinh-sach-hoan-tra-hang,
 * thanh-toan, thong-tin-cua-hang) and pause mode. Every call acts on the signed-in seller's shop.
 */
export interface SellerSettingsGateway {
  shipping(): Answer<SellerShippingSettings>;
  shippingSave(settings: ShopShippingSettings): Answer<SellerShippingSettings>;
  returnPolicy(): Answer<SellerReturnPolicy>;
  returnPolicySave(policy: ShopReturnPolicy): Answer<SellerReturnPolicy>;
  payment(): Answer<SellerPaymentSettings>;
  paymentSave(settings: ShopPaymentSettings): Answer<SellerPaymentSettings>;
  shopInfo(): Answer<SellerShopInfo>;
  shopInfoSave(info: ShopInfo): Answer<SellerShopInfo>;
  pause(): Answer<ShopPause>;
  /** Turns pause on until the reopening day (YYYY-MM-DD, as the date field gives it). */
  pauseStart(request: { readonly until: string; readonly note: string }): Answer<ShopPause>;
  pauseEnd(): Answer<ShopPause>;
}
