import { SHOP_SETTINGS_ERRORS, SHOP_ERRORS } from '@modavi/core';

type Code = Extract<keyof typeof SHOP_SETTINGS_ERRORS | keyof typeof SHOP_ERRORS, `SHOP_SETTINGS.${string}`> | 'SHOP.PAUSED' | 'SHOP.SHIPPING_OPTION_NOT_OFFERED';
const CODES = [...Object.keys(SHOP_SETTINGS_ERRORS), ...Object.keys(SHOP_ERRORS).filter((code) => code.startsWith('SHOP_SETTINGS.'))];

/** Core's settings codes and the paused shop's refusal keyed by themselves, spread into ERROR_CODES. */
export const SELLER_SETTINGS_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as { readonly [C in Code]: C };
