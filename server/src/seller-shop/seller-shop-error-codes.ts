import { SHOP_ERRORS } from '@modavi/core';

type SellerShopCode = Extract<keyof typeof SHOP_ERRORS, `${'SHOP_CATEGORY' | 'SIZE_CHART' | 'SELLER_SHOP'}.${string}`>;
const CODES = Object.keys(SHOP_ERRORS).filter((code) => /^(SHOP_CATEGORY|SIZE_CHART|SELLER_SHOP)\./.test(code));

/** Core's category, size chart and seller-area codes keyed by themselves, spread into ERROR_CODES. */
export const SELLER_SHOP_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as { readonly [Code in SellerShopCode]: Code };
