import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  incomeLineQueryRead,
  incomePeriodValidate,
  payoutFailedValidate,
  payoutPaidValidate,
  payoutQueryRead,
  SELLER_INCOME_PATHS,
  type Payout,
  type Result,
  type SellerIncomeErrorCode,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { requestLang } from '../checkout/request-facts.js';
import { actorShopId, objectBody, sellerValid } from '../seller-shop/seller-shop-http.js';
import { incomeLinesPage } from './income-lines-read.js';
import { incomeSummary } from './income-summary.js';
import { incomeStatementBuild, payoutTransferFileBuild } from './income-sheets.js';
import { adminPayoutsPage, payoutDetail, payoutsInStatus, sellerPayoutsPage } from './payouts-read.js';
import { payoutMarkFailed, payoutMarkPaid } from './payout-settle.js';
import { platformIncome } from './platform-income.js';

const notFound = (): ApiError => new ApiError(404, ERROR_CODES['SELLER_INCOME.PAYOUT_NOT_FOUND'], 'No such payout.');
const sheet = (c: Context, file: { fileName: string; content: Buffer }) => okJson(c, { file_name: file.fileName, content_base64: file.content.toString('base64') });

/** A settled payout, or its refusal: not found 404, no longer processing 409. */
function settled(result: Result<Payout, SellerIncomeErrorCode>): Payout {
  if (result.ok) return result.value;
  if (result.error === 'SELLER_INCOME.PAYOUT_NOT_FOUND') throw notFound();
  throw new ApiError(409, ERROR_CODES[result.error], 'This payout is no longer processing.');
}

/**
 * Seller income (issue 28). The seller's routes read the caller's own shop only (no shop id in
 * the path; another shop's payout is not found); the admin's list every shop's payouts, export
 * the bank transfer file, mark a payout paid or failed and read the platform's own figures.
 */
export function sellerIncomeRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SELLER_INCOME.NOT_ALLOWED']);
  const admin = actorRequired(db, 'admin', ERROR_CODES['SELLER_INCOME.NOT_ALLOWED']);
  const P = SELLER_INCOME_PATHS;

  routes.get(routePath(P.sellerIncomeSummary), seller, async (c) => okJson(c, await incomeSummary(db, actorShopId(c), clock())));
  routes.get(routePath(P.sellerIncomeLines), seller, async (c) => okJson(c, await incomeLinesPage(db, actorShopId(c), incomeLineQueryRead(c.req.query()), clock())));
  routes.get(routePath(P.sellerPayouts), seller, async (c) => okJson(c, await sellerPayoutsPage(db, actorShopId(c), payoutQueryRead(c.req.query()).page)));
  routes.get(routePattern(P.sellerPayout), seller, async (c) => {
    const detail = await payoutDetail(db, c.req.param('id'), actorShopId(c), clock());
    if (!detail) throw notFound();
    return okJson(c, detail);
  });
  routes.get(routePath(P.sellerIncomeStatement), seller, async (c) =>
    sheet(c, await incomeStatementBuild(db, actorShopId(c), sellerValid(incomePeriodValidate(c.req.query())), requestLang(c))),
  );

  routes.get(routePath(P.adminPayouts), admin, async (c) => okJson(c, await adminPayoutsPage(db, payoutQueryRead(c.req.query()))));
  // Before the detail: 'export' is not a payout's id.
  routes.get(routePath(P.adminPayoutsExport), admin, async (c) => {
    const status = payoutQueryRead(c.req.query()).status ?? 'processing';
    return sheet(c, await payoutTransferFileBuild(await payoutsInStatus(db, status), clock()));
  });
  routes.get(routePattern(P.adminPayout), admin, async (c) => {
    const detail = await payoutDetail(db, c.req.param('id'), null, clock());
    if (!detail) throw notFound();
    return okJson(c, detail);
  });
  routes.post(routePattern(P.adminPayoutPaid), admin, async (c) => {
    const form = sellerValid(payoutPaidValidate(await objectBody(c)));
    const id = c.req.param('id');
    return okJson(c, settled(await db.transaction((tx) => payoutMarkPaid(tx, id, form.bank_reference, clock()))));
  });
  routes.post(routePattern(P.adminPayoutFailed), admin, async (c) => {
    const form = sellerValid(payoutFailedValidate(await objectBody(c)));
    const id = c.req.param('id');
    return okJson(c, settled(await db.transaction((tx) => payoutMarkFailed(tx, id, form.reason, clock()))));
  });
  routes.get(routePath(P.adminPlatformIncome), admin, async (c) => okJson(c, await platformIncome(db, sellerValid(incomePeriodValidate(c.req.query())))));
  return routes;
}
