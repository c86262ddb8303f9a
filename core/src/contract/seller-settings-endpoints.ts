import { SELLER_SETTINGS_PATHS } from '../api/seller-settings-paths.js';
import {
  SellerPaymentSettingsSchema,
  SellerReturnPolicySchema,
  SellerShippingSettingsSchema,
  SellerShopInfoSchema,
} from '../shop/shop-settings-entities.js';
import { ShopPauseSchema } from '../shop/shop-pause.js';
import { endpoint } from './endpoint.js';

/** A token that is not a seller's with a shop (the settings' own refusal), or a seller without a shop. */
const SELLER_ERRORS = ['SHOP_SETTINGS.NOT_ALLOWED', 'SELLER_SHOP.NOT_ALLOWED'] as const;
/** A body that is not a JSON object, and a field the form's rule leaves unread. */
const SAVE_ERRORS = [...SELLER_ERRORS, 'REQUEST.INVALID', 'SHOP_SETTINGS.INVALID_FIELD'] as const;

const P = SELLER_SETTINGS_PATHS;

/*
 * The saves declare no `body`: the server checks each with core's form rule (shopShippingSettingsValidate,
 * shopReturnPolicyValidate, shopPaymentSettingsValidate, shopInfoValidate, shopPauseValidate),
 * which answers each field's own code (SHOP_SETTINGS.RETURN_PERIOD_REQUIRED, ...) where the
 * entities' zod schemas would refuse the same inputs with REQUEST.INVALID; the bodies' types are
 * the gateway port's (ShopShippingSettings, ShopReturnPolicy, ShopPaymentSettings, ShopInfo,
 * { until: 'YYYY-MM-DD', note }).
 */

/** The seller's settings (cai-dat) and pause mode, of the caller's own shop (no shop id in any path). */
export const SELLER_SETTINGS_ENDPOINTS = {
  sellerShippingGet: endpoint({
    id: 'sellerShippingGet',
    method: 'GET',
    path: P.shipping,
    policy: 'seller',
    summary: "The shop's shipping settings (the defaults until saved) and the return reasons to choose from.",
    answer: SellerShippingSettingsSchema,
    errors: SELLER_ERRORS,
  }),
  sellerShippingSave: endpoint({
    id: 'sellerShippingSave',
    method: 'PUT',
    path: P.shipping,
    policy: 'seller',
    summary: 'Saves the carriers the shop ships with and the return reasons buyers may give (body: shipping_companies, return_reasons).',
    answer: SellerShippingSettingsSchema,
    errors: [...SAVE_ERRORS, 'SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED', 'SHOP_SETTINGS.RETURN_REASON_REQUIRED', 'SHOP_SETTINGS.RETURN_REASON_UNKNOWN'],
  }),
  sellerReturnPolicyGet: endpoint({
    id: 'sellerReturnPolicyGet',
    method: 'GET',
    path: P.returnPolicy,
    policy: 'seller',
    summary: "The shop's return policy (the defaults until saved).",
    answer: SellerReturnPolicySchema,
    errors: SELLER_ERRORS,
  }),
  sellerReturnPolicySave: endpoint({
    id: 'sellerReturnPolicySave',
    method: 'PUT',
    path: P.returnPolicy,
    policy: 'seller',
    summary: 'Saves the return policy (body: accepts_returns, return_period, return_conditions).',
    answer: SellerReturnPolicySchema,
    errors: [
      ...SAVE_ERRORS,
      'SHOP_SETTINGS.RETURN_PERIOD_REQUIRED',
      'SHOP_SETTINGS.RETURN_PERIOD_INVALID',
      'SHOP_SETTINGS.RETURN_CONDITION_REQUIRED',
    ],
  }),
  sellerPaymentGet: endpoint({
    id: 'sellerPaymentGet',
    method: 'GET',
    path: P.payment,
    policy: 'seller',
    summary: "The shop's bank account, settlement schedule and the payment methods checkout applies to it.",
    answer: SellerPaymentSettingsSchema,
    errors: SELLER_ERRORS,
  }),
  sellerPaymentSave: endpoint({
    id: 'sellerPaymentSave',
    method: 'PUT',
    path: P.payment,
    policy: 'seller',
    summary: 'Saves the bank account, settlement schedule and payment methods (body: ShopPaymentSettings).',
    answer: SellerPaymentSettingsSchema,
    errors: [
      ...SAVE_ERRORS,
      'SHOP_SETTINGS.BANK_NAME_REQUIRED',
      'SHOP_SETTINGS.ACCOUNT_NUMBER_REQUIRED',
      'SHOP_SETTINGS.ACCOUNT_NUMBER_INVALID',
      'SHOP_SETTINGS.ACCOUNT_HOLDER_REQUIRED',
      'SHOP_SETTINGS.TEXT_TOO_LONG',
      'SHOP_SETTINGS.PAYMENT_METHOD_REQUIRED',
    ],
  }),
  sellerShopInfoGet: endpoint({
    id: 'sellerShopInfoGet',
    method: 'GET',
    path: P.shopInfo,
    policy: 'seller',
    summary: "The shop's public information (name, description, address, pictures).",
    answer: SellerShopInfoSchema,
    errors: SELLER_ERRORS,
  }),
  sellerShopInfoSave: endpoint({
    id: 'sellerShopInfoSave',
    method: 'PUT',
    path: P.shopInfo,
    policy: 'seller',
    summary: "Saves the shop's information; a new picture must be an upload of this server (body: ShopInfo).",
    answer: SellerShopInfoSchema,
    errors: [
      ...SAVE_ERRORS,
      'SHOP_SETTINGS.SHOP_NAME_REQUIRED',
      'SHOP_SETTINGS.SHOP_NAME_LENGTH',
      'SHOP_SETTINGS.DESCRIPTION_REQUIRED',
      'SHOP_SETTINGS.DESCRIPTION_LENGTH',
      'SHOP_SETTINGS.ADDRESS_REQUIRED',
      'SHOP_SETTINGS.ADDRESS_UNKNOWN',
      'SHOP_SETTINGS.COUNTRY_INVALID',
      'SHOP_SETTINGS.TEXT_TOO_LONG',
      'SHOP_SETTINGS.IMAGE_NOT_UPLOADED',
    ],
  }),
  sellerPauseGet: endpoint({
    id: 'sellerPauseGet',
    method: 'GET',
    path: P.pause,
    policy: 'seller',
    summary: "The shop's pause (until null: open).",
    answer: ShopPauseSchema,
    errors: SELLER_ERRORS,
  }),
  sellerPauseStart: endpoint({
    id: 'sellerPauseStart',
    method: 'PUT',
    path: P.pause,
    policy: 'seller',
    summary: "Pauses the shop until the reopening day (body: until 'YYYY-MM-DD', from tomorrow; note).",
    answer: ShopPauseSchema,
    errors: [...SAVE_ERRORS, 'SHOP_SETTINGS.PAUSE_UNTIL_REQUIRED', 'SHOP_SETTINGS.PAUSE_UNTIL_INVALID', 'SHOP_SETTINGS.TEXT_TOO_LONG'],
  }),
  sellerPauseEnd: endpoint({
    id: 'sellerPauseEnd',
    method: 'DELETE',
    path: P.pause,
    policy: 'seller',
    summary: 'Reopens the shop now.',
    answer: ShopPauseSchema,
    errors: SELLER_ERRORS,
  }),
} as const;
