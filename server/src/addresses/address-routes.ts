import { Hono, type Context } from 'hono';
import {
  ADDRESS_BOOK_MAX,
  API_PATHS,
  addressValidate,
  adminAreaCheck,
  type Address,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { isAccountRuleCode } from '../account/account-error-codes.js';
import { adminUnits } from './admin-units.js';
import { addressCount, addressCreate, addressDefaultSet, addressDelete, addressList, addressUpdate } from './address-store.js';

/** The catalogue changes once in years: browsers and CDNs may keep it for a day. */
const ADMIN_UNITS_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
}

/**
 * An address as the book stores it: core's addressValidate (first issue's code, 400), then a
 * Vietnamese address's province, district and ward checked against the GSO catalogue (400
 * ADDRESS.AREA_UNKNOWN) with the catalogue's names kept, and its phone in the spec's format.
 * An overseas address keeps its postal code and country and drops any Vietnamese area.
 */
export async function addressChecked(body: unknown): Promise<Address> {
  const validation = addressValidate(body);
  if (!validation.ok) {
    const first = validation.error[0];
    const code = first && isAccountRuleCode(first.code) ? first.code : ERROR_CODES.requestInvalid;
    throw new ApiError(400, code, `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
  }
  const address = validation.value;
  const none = { city: null, city_code: null, district: null, district_code: null, ward: null, ward_code: null };
  if (address.is_overseas) return { ...address, ...none, country: (address.country ?? '').toUpperCase() };
  const units = await adminUnits();
  const area = adminAreaCheck(units.province, address);
  if (!area.ok) throw new ApiError(400, ERROR_CODES.addressAreaUnknown, `${area.field}: not in the administrative-unit catalogue`);
  return {
    ...address,
    city: area.city,
    district: area.district,
    ward: area.ward,
    postal_code: null,
    country: null,
  };
}

const notFound = () => new ApiError(404, ERROR_CODES.addressNotFound, 'No such address in your address book.');

/** Vietnam's administrative units (public, cacheable) and the buyer's address book. */
export function addressRoutes(db: Db): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();

  routes.get(routePath(API_PATHS.adminUnits), async (c) => {
    c.header('cache-control', ADMIN_UNITS_CACHE);
    return okJson(c, (await adminUnits()).provinces);
  });

  routes.get(routePattern(API_PATHS.adminUnitProvince), async (c) => {
    const province = (await adminUnits()).province(c.req.param('id'));
    if (!province) throw new ApiError(404, ERROR_CODES.addressAreaUnknown, 'No such province.');
    c.header('cache-control', ADMIN_UNITS_CACHE);
    return okJson(c, province);
  });

  const account = accountRequired(db);

  routes.get(routePath(API_PATHS.addresses), account, async (c) => okJson(c, await addressList(db, c.get('user').id)));

  routes.post(routePath(API_PATHS.addresses), account, async (c) => {
    const address = await addressChecked(await jsonBody(c));
    const userId = c.get('user').id;
    if ((await addressCount(db, userId)) >= ADDRESS_BOOK_MAX) {
      throw new ApiError(409, ERROR_CODES.addressBookFull, `At most ${ADDRESS_BOOK_MAX} addresses.`);
    }
    return okJson(c, await addressCreate(db, userId, address), 201);
  });

  routes.put(routePattern(API_PATHS.address), account, async (c) => {
    const address = await addressChecked(await jsonBody(c));
    const stored = await addressUpdate(db, c.get('user').id, c.req.param('id'), address);
    if (!stored) throw notFound();
    return okJson(c, stored);
  });

  routes.delete(routePattern(API_PATHS.address), account, async (c) => {
    if (!(await addressDelete(db, c.get('user').id, c.req.param('id')))) throw notFound();
    return okJson(c, null);
  });

  routes.put(routePattern(API_PATHS.addressDefault), account, async (c) => {
    const userId = c.get('user').id;
    if (!(await addressDefaultSet(db, userId, c.req.param('id')))) throw notFound();
    return okJson(c, await addressList(db, userId));
  });

  return routes;
}
