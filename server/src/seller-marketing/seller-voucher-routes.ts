import type { Hono } from 'hono';
import {
  CAMPAIGN_LIST_STATES,
  SELLER_LIST_QUERY_MAX,
  SELLER_MARKETING_ENDPOINTS,
  campaignActions,
  sellerListQueryRead,
  voucherFormValidate,
  voucherSellerCheck,
  type SellerVoucher,
  type VoucherForm,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { contractRoute } from '../http/contract/contract-route.js';
import { endpointRoute } from '../http/contract/contract-policies.js';
import type { ActorEnv, actorRequired } from '../ordering/actor-tokens.js';
import { actorShopId, newId, objectBody, productsOfShop, sellerValid } from '../seller-shop/seller-shop-http.js';
import { customersOfShop, shopCustomerOptions } from './shop-customers.js';
import {
  sellerVoucherCreate,
  sellerVoucherDelete,
  sellerVoucherEnd,
  sellerVoucherGet,
  sellerVoucherList,
  sellerVoucherUpdate,
  voucherCodeTaken,
  voucherOf,
} from './seller-voucher-store.js';

const CUSTOMER_OPTIONS_MAX = 50;

const missing = () => new ApiError(404, ERROR_CODES['VOUCHER.NOT_FOUND'], 'No such voucher in your shop.');

/**
 * The form (core's voucherFormValidate), then the seller's rules (core's voucherSellerCheck:
 * an ended voucher is history, a running one keeps its terms, nothing below what buyers took),
 * then the shop's own products and customers and a code no other voucher holds.
 */
async function voucherChecked(db: Db, shopId: string, body: Record<string, unknown>, current: SellerVoucher | null, now: number): Promise<VoucherForm> {
  const form = sellerValid(voucherFormValidate(body));
  const issues = voucherSellerCheck(form, { now, current: current && { voucher: voucherOf(current), usage: current.usage } });
  if (issues[0]) {
    const status = issues[0].code === 'VOUCHER.NOT_EDITABLE' ? 409 : 400;
    const code = issues[0].code as keyof typeof ERROR_CODES & `VOUCHER.${string}`;
    throw new ApiError(status, ERROR_CODES[code], issues.map((found) => `${found.field}: ${found.code}`).join('; '));
  }
  if (!(await productsOfShop(db, shopId, form.product_ids))) {
    throw new ApiError(400, ERROR_CODES['VOUCHER.PRODUCT_NOT_IN_SHOP'], 'product_ids: not all are products of your shop.');
  }
  if (!(await customersOfShop(db, shopId, form.user_ids))) {
    throw new ApiError(400, ERROR_CODES['VOUCHER.USER_NOT_CUSTOMER'], "user_ids: not all are your shop's customers.");
  }
  if (await voucherCodeTaken(db, form.code, current?._id ?? null)) throw new ApiError(409, ERROR_CODES['VOUCHER.CODE_TAKEN'], 'code: taken.');
  return form;
}

/** A unique violation on the code: two sellers raced for one code, the later one is told as if it had been checked. */
const codeRace = (error: unknown): never => {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    throw new ApiError(409, ERROR_CODES['VOUCHER.CODE_TAKEN'], 'code: taken.', error);
  }
  throw error;
};

/**
 * The shop's vouchers (ma-giam-gia), as core declares them (SELLER_MARKETING_ENDPOINTS): list with
 * each tab's count, read with usage figures, create, change, end early, delete, and the shop's
 * customers for a voucher meant for chosen users. They live in the table checkout applies
 * vouchers from, so a buyer saves and uses exactly what the seller made. `seller` is
 * actorRequired's middleware.
 */
export function sellerVoucherRoutes(routes: Hono<ActorEnv>, db: Db, clock: () => number, seller: ReturnType<typeof actorRequired>): void {
  const E = SELLER_MARKETING_ENDPOINTS;
  const declared = [E.sellerVouchers, E.sellerVoucherCustomers, E.sellerVoucher, E.sellerVoucherEnd];
  for (const path of new Set(declared.map(endpointRoute))) routes.use(path, seller);

  const found = async (shopId: string, id: string | undefined): Promise<SellerVoucher> => {
    const voucher = await sellerVoucherGet(db, shopId, id ?? '', clock());
    if (!voucher) throw missing();
    return voucher;
  };

  contractRoute(routes, E.sellerVouchers, async (c, { query }) =>
    sellerVoucherList(db, actorShopId(c), sellerListQueryRead(query, CAMPAIGN_LIST_STATES), clock()),
  );
  contractRoute(routes, E.sellerVoucherCreate, async (c) => {
    const shopId = actorShopId(c);
    const form = await voucherChecked(db, shopId, await objectBody(c), null, clock());
    const id = newId();
    await sellerVoucherCreate(db, shopId, id, form).catch(codeRace);
    return found(shopId, id);
  });
  contractRoute(routes, E.sellerVoucherCustomers, async (c, { query }) => {
    const q = [...(query.q ?? '').trim()].slice(0, SELLER_LIST_QUERY_MAX).join('');
    // The raw field: an empty `?ids=` names no customer (the parsed query drops empty fields).
    const idsText = c.req.query('ids');
    const ids = idsText === undefined ? null : idsText.split(',').filter((id) => id !== '').slice(0, CUSTOMER_OPTIONS_MAX);
    return shopCustomerOptions(db, actorShopId(c), q, ids, CUSTOMER_OPTIONS_MAX);
  });
  contractRoute(routes, E.sellerVoucher, async (c, { params }) => found(actorShopId(c), params.id));
  contractRoute(routes, E.sellerVoucherUpdate, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    const form = await voucherChecked(db, shopId, await objectBody(c), current, clock());
    await sellerVoucherUpdate(db, shopId, current._id, form).catch(codeRace);
    return found(shopId, current._id);
  });
  contractRoute(routes, E.sellerVoucherEnd, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    if (!campaignActions(current.status).end) throw new ApiError(409, ERROR_CODES['VOUCHER.NOT_RUNNING'], 'Only a running voucher can be ended.');
    await sellerVoucherEnd(db, shopId, current._id);
    return found(shopId, current._id);
  });
  contractRoute(routes, E.sellerVoucherDelete, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    if (!campaignActions(current.status).delete) throw new ApiError(409, ERROR_CODES['VOUCHER.DELETE_RUNNING'], 'End a running voucher before deleting it.');
    await sellerVoucherDelete(db, shopId, current._id);
    return { deleted: true };
  });
}
