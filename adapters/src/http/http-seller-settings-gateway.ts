import {
  SELLER_SETTINGS_PATHS,
  SellerPaymentSettingsSchema,
  SellerReturnPolicySchema,
  SellerShippingSettingsSchema,
  SellerShopInfoSchema,
  ShopPauseSchema,
  type SellerSettingsGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = SELLER_SETTINGS_PATHS;

/** SellerSettingsGateway over `api/v1/seller/settings/...`; every answer is checked with core's schemas. */
export function httpSellerSettingsGateway(client: HttpClient): SellerSettingsGateway {
  return {
    shipping: () => client.request({ method: 'GET', path: P.shipping, schema: SellerShippingSettingsSchema }),
    shippingSave: (settings) => client.request({ method: 'PUT', path: P.shipping, schema: SellerShippingSettingsSchema, body: settings }),
    returnPolicy: () => client.request({ method: 'GET', path: P.returnPolicy, schema: SellerReturnPolicySchema }),
    returnPolicySave: (policy) => client.request({ method: 'PUT', path: P.returnPolicy, schema: SellerReturnPolicySchema, body: policy }),
    payment: () => client.request({ method: 'GET', path: P.payment, schema: SellerPaymentSettingsSchema }),
    paymentSave: (settings) => client.request({ method: 'PUT', path: P.payment, schema: SellerPaymentSettingsSchema, body: settings }),
    shopInfo: () => client.request({ method: 'GET', path: P.shopInfo, schema: SellerShopInfoSchema }),
    shopInfoSave: (info) => client.request({ method: 'PUT', path: P.shopInfo, schema: SellerShopInfoSchema, body: info }),
    pause: () => client.request({ method: 'GET', path: P.pause, schema: ShopPauseSchema }),
    pauseStart: (request) => client.request({ method: 'PUT', path: P.pause, schema: ShopPauseSchema, body: request }),
    pauseEnd: () => client.request({ method: 'DELETE', path: P.pause, schema: ShopPauseSchema }),
  };
}
