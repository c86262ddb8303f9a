import { SELLER_CATALOGUE_ERRORS } from '@modavi/core';

type SellerCatalogueCode = keyof typeof SELLER_CATALOGUE_ERRORS;

/** Core's seller-catalogue codes keyed by themselves, spread into ERROR_CODES (like the commerce codes). */
export const SELLER_PRODUCT_ERROR_CODES = Object.fromEntries(Object.keys(SELLER_CATALOGUE_ERRORS).map((code) => [code, code])) as {
  readonly [Code in SellerCatalogueCode]: Code;
};
