import { inject } from 'vitest';
import { browserOpen, type ViewportName } from './browser';
import { accountCreate, signedIn } from './signed-in';
import { shopper } from './shopper';
import {
  API_PATHS,
  CheckoutPreviewSchema,
  IDEMPOTENCY_KEY_HEADER,
  OrderPlacementSchema,
  OrderSchema,
  ProductPageSchema,
  ProductSchema,
  type Order,
  type Product,
  DEV_API_PATHS,
  SELLER_API_PATHS,
} from '@modavi/core';

/** Calls the reference API and answers `data`, throwing with the error code on a refusal. */
export async function call<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(new URL(path, `${baseUrl}/`), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as { data?: T; error_code?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data as T;
}

const ADDRESS = {
  name: 'Nguyễn Thị Lan', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};

let orderSequence = 0;

/**
 * Places a cash-on-delivery order of one product as the buyer (token), through the same calls
 * checkout makes: product → preview (no issues) → orders POST with an idempotency key.
 * `skip` passes over the first products of the feed so journeys running together buy different ones.
 */
export async function orderPlace(baseUrl: string, token: string, skip = 0, international = false): Promise<{ order: Order; product: Product }> {
  const feed = ProductPageSchema.parse(await call(baseUrl, 'GET', `${API_PATHS.products}?limit=60`, null));
  for (const summary of feed.items.slice(skip)) {
    const product = ProductSchema.parse(await call(baseUrl, 'GET', API_PATHS.product(summary._id), null));
    if (product.shop.country !== (international ? 'KR' : 'VN')) continue;
    const variant = product.variants.find((candidate) => candidate.quantity > 0);
    if (product.variants.length > 0 && !variant) continue;
    const request = {
      shops: [{ shop_id: product.shop._id, items: [{ product_id: product._id, variant_id: variant?._id ?? null, quantity: 1 }] }],
      address: ADDRESS,
      // A parcel from Korea cannot be paid on delivery: an e-wallet through the sandbox gateway.
      payment_method: international ? 'MOMO' : 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    };
    const preview = CheckoutPreviewSchema.parse(await call(baseUrl, 'POST', API_PATHS.checkoutPreview, token, request));
    if (preview.issues.length > 0) continue;
    orderSequence += 1;
    const placed = OrderPlacementSchema.parse(
      await call(baseUrl, 'POST', API_PATHS.orders, token, request, { [IDEMPOTENCY_KEY_HEADER]: `e2e-orders-${Date.now()}-${orderSequence}` }),
    );
    if (placed.payment) await paymentApprove(baseUrl, placed.payment._id);
    return { order: placed.payment ? OrderSchema.parse(await call(baseUrl, 'GET', API_PATHS.order(placed.order._id), token)) : placed.order, product };
  }
  throw new Error(`no product of the feed can be bought ${international ? 'from Korea with MoMo' : 'cash on delivery'} to Hà Nội`);
}

/** The buyer pays on the sandbox gateway's page (its form's "approve"). */
async function paymentApprove(baseUrl: string, paymentId: string): Promise<void> {
  const response = await fetch(`${baseUrl}/sandbox/pay/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', lang: 'vi' }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`the sandbox answered ${response.status} to paying ${paymentId}`);
}

/** The seller confirms and hands the parcel over, and the simulated carrier delivers it (dev endpoints). */
export async function orderDeliver(baseUrl: string, order: Order): Promise<Order> {
  for (const shop of order.shops) {
    const { token } = await call<{ token: string }>(baseUrl, 'POST', DEV_API_PATHS.devShopToken, null, { shopId: shop.shop._id });
    await call(baseUrl, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), token, {});
    await call(baseUrl, 'POST', SELLER_API_PATHS.sellerOrderHandOver(order._id), token, { waybill: `GHN${order._id.slice(-6).toUpperCase()}` });
  }
  let now = order;
  for (let step = 0; step < 3; step += 1) now = OrderSchema.parse(await call(baseUrl, 'POST', DEV_API_PATHS.devCarrierAdvance(order._id), null, {}));
  if (now.carrier_status !== 'delivered') throw new Error(`the carrier did not deliver ${order._id}: ${now.carrier_status}`);
  return now;
}

/** A tiny valid PNG (1x1, rose), for upload journeys. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5PhPwAH/gL+Zs2l1wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The start of an after-purchase journey: a new buyer with an order placed (and delivered when
 * asked), a browser of the viewport signed in as them. `skip` keeps journeys running together
 * on different products.
 */
export async function orderJourneyOpen(options: {
  readonly viewport: ViewportName;
  readonly skip: number;
  readonly deliver?: boolean;
  readonly name?: string;
  /** From a Korean shop to Hà Nội, paid with MoMo through the sandbox: an international order. */
  readonly international?: boolean;
}) {
  const baseUrl = inject('baseUrl');
  const account = await accountCreate(baseUrl, options.name);
  const { order, product } = await orderPlace(baseUrl, account.token, options.skip, options.international);
  if (options.deliver) await orderDeliver(baseUrl, order);
  const browser = await browserOpen(options.viewport);
  await signedIn(browser.context, baseUrl, account);
  return { baseUrl, account, order, product, browser, page: browser.page, buyer: shopper(browser.page) };
}

/** A kr journey switches the interface to English from home first; vi is the default. */
export async function localeChoose(buyer: ReturnType<typeof shopper>, locale: 'vi' | 'kr'): Promise<void> {
  if (locale !== 'kr') return;
  await buyer.visit('/');
  await buyer.switchLanguage(/^English$/);
}
