import { REGION_COUNTRY_ALIASES, REGION_HOME_COUNTRY, RegionCountrySchema } from '@modavi/core';

/**
 * Countries an overseas address may be in: the spec's handled countries other than Vietnam,
 * as ISO codes (the spec's 'KO' is Korea, stored as ISO 'KR' like the rest of the address).
 */
export const OVERSEAS_COUNTRIES: readonly string[] = RegionCountrySchema.options
  .filter((country) => country !== REGION_HOME_COUNTRY)
  .map((country) => Object.entries(REGION_COUNTRY_ALIASES).find(([, alias]) => alias === country)?.[0] ?? country);
