import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  addressValidate,
  API_PATHS,
  CheckoutDraftSchema,
  checkoutOrderValidate,
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutOrder,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { carrierOf } from '../carrier/carrier-of.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { commerceError } from '../ordering/commerce-error.js';
import type { Session } from '../sessions/session-store.js';
import { checkoutPlace } from './checkout-place.js';
import { checkoutPreviewJson } from './checkout-preview-json.js';
import { checkoutQuote, type QuoteBuyer } from './checkout-quote.js';
import { requestIsApp, requestLang, requestOrigin, sessionOnce } from './request-facts.js';
import { voucherOffers } from './voucher-offers.js';
import { addressFind } from '../addresses/address-store.js';
import { gatewaysConfigured } from '../payments/gateway-config.js';
import { clientAddress } from '../http/client-address.js';
import { groupBuyShareCheck } from '../group-buy/group-buy-checkout.js';

/** An address named by `address_id` alone: the buyer's own stored address (a guest has no book), else null. */
const addressOfBook = async (db: Db, session: Session, addressId: string | null | undefined) =>
  addressId && session.kind === 'user' ? addressFind(db, session.ownerId, addressId) : null;

/** Keys longer than this are not keys but payloads. */
const IDEMPOTENCY_KEY_MAX = 200;
const CART_LINE_IDS_MAX = 200;

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
}

/** The same JSON whatever the order of its keys: the idempotency key's request fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');

const buyerOf = (c: Context, session: Session): QuoteBuyer => ({
  ownerId: session.ownerId,
  userId: session.kind === 'user' ? session.ownerId : null,
  isApp: requestIsApp(c),
});

const orderWriteFault = async (): Promise<void> => {
  throw new Error('MODAVI_ORDER_WRITE_FAIL: writing the order failed');
};

/** A placing request's form problems: an address written in place is judged as one (the spec's 'address not valid'). */
function orderRequest(body: unknown): CheckoutOrder {
  const checked = checkoutOrderValidate(body);
  if (checked.ok) return checked.value;
  const first = checked.error[0];
  const code = first?.field.startsWith('address.') ? 'CHECKOUT.ADDRESS_INVALID' : (first?.code ?? 'CHECKOUT.DRAFT_INVALID');
  throw commerceError(code, `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
}

/** Checkout: the vouchers a visitor may use, the priced preview of a draft, and placing the order. */
export function checkoutRoutes(db: Db, config: ServerConfig, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const session = sessionOnce(db);

  routes.get(routePath(API_PATHS.vouchers), session, async (c) => {
    const ids = (c.req.query('cart_line_ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    if (ids.length > CART_LINE_IDS_MAX) throw new ApiError(400, ERROR_CODES.requestInvalid, `At most ${CART_LINE_IDS_MAX} cart lines.`);
    return okJson(c, await voucherOffers(db, buyerOf(c, c.get('session')), ids, clock()));
  });

  routes.post(routePath(API_PATHS.checkoutPreview), session, async (c) => {
    const body = await jsonBody(c);
    const draft = CheckoutDraftSchema.safeParse(body);
    if (!draft.success) {
      const path = draft.error.issues[0]?.path.map(String).join('.') ?? '';
      throw commerceError('CHECKOUT.DRAFT_INVALID', `${path}: not a checkout draft`);
    }
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['address'] : undefined;
    const written = raw === undefined || raw === null ? null : addressValidate(raw);
    const stored = written === null ? await addressOfBook(db, c.get('session'), draft.data.address_id) : null;
    const address = stored ? addressValidate(stored) : written;
    const roomId = draft.data.group_buy_room_id;
    const session = c.get('session');
    const shareChecked = roomId
      ? await groupBuyShareCheck(
          db,
          { roomId, userId: session.kind === 'user' ? session.ownerId : null, shops: draft.data.shops, voucherCodes: draft.data.voucher_codes },
          clock(),
          false,
        )
      : null;
    const priced = await checkoutQuote(
      db,
      buyerOf(c, c.get('session')),
      {
        shops: draft.data.shops,
        address: address?.ok ? address.value : null,
        // An address book id that is not the buyer's, or an address written in place that is not valid, is "not a usable address".
        addressNamed: (address !== null && !address.ok) || (address === null && !!draft.data.address_id),
        paymentMethod: draft.data.payment_method ?? null,
        voucherCodes: draft.data.voucher_codes,
        gateways: gatewaysConfigured(config.commerce.gateways),
        groupBuy: shareChecked?.share ?? null,
        carrier: carrierOf(config.commerce.carrier),
      },
      clock(),
      false,
    );
    // A group-buy share's own refusals come first: they say why the price is not the group's.
    const quote = shareChecked ? { ...priced, issues: [...shareChecked.issues, ...priced.issues] } : priced;
    return okJson(c, checkoutPreviewJson(quote));
  });

  routes.post(routePath(API_PATHS.orders), session, async (c) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
    if (key === '' || key.length > IDEMPOTENCY_KEY_MAX) {
      throw new ApiError(400, ERROR_CODES.requestInvalid, `The ${IDEMPOTENCY_KEY_HEADER} header is required (1-${IDEMPOTENCY_KEY_MAX} characters).`);
    }
    const body = await jsonBody(c);
    const request = orderRequest(body);
    const stored = request.address === null ? await addressOfBook(db, c.get('session'), request.address_id) : null;
    const order = stored ? { ...request, address: stored } : request;
    const result = await checkoutPlace(db, {
      session: c.get('session'),
      isApp: requestIsApp(c),
      idempotencyKey: key,
      requestHash: requestHash(body),
      order,
      now: clock(),
      carrier: carrierOf(config.commerce.carrier),
      payments: {
        origin: requestOrigin(c, config),
        lang: requestLang(c),
        fail: config.commerce.paymentGatewayFail,
        gateways: gatewaysConfigured(config.commerce.gateways),
        credentials: config.commerce.gateways,
        clientIp: clientAddress(c, config.auth.trustedProxies),
      },
      // MODAVI_ORDER_WRITE_FAIL: the written order is thrown away, as a failing database would.
      ...(config.commerce.orderWriteFail !== null && config.commerce.orderWriteFail === order.payment_method ? { beforeCommit: orderWriteFault } : {}),
    });
    if (result.replayed) c.header('idempotent-replayed', 'true');
    return okJson(c, result.placement, result.replayed ? 200 : 201);
  });

  return routes;
}
