import { API_PATHS, CountrySchema, ok, regionCountryParse, type GatewayError, type RegionCountry, type Result } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/**
 * GET api/v1/public/get-ip-country (spec section 7): the visitor's country at start, read as a
 * handled country (null for any other code, which the region rule treats as nothing to do).
 */
export async function httpIpCountry(client: HttpClient): Promise<Result<RegionCountry | null, GatewayError>> {
  const result = await client.request({ method: 'GET', path: API_PATHS.ipCountry, schema: CountrySchema });
  return result.ok ? ok(regionCountryParse(result.value.country_code)) : result;
}
