import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CheckoutPreviewSchema,
  IDEMPOTENCY_KEY_HEADER,
  OrderPlacementSchema,
  ProductPageSchema,
  ProductSchema,
  type PaymentLink,
} from '@modavi/core';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';

async function api(baseUrl: string, method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, data: ((await response.json()) as { data: unknown }).data };
}

const ADDRESS = {
  name: 'Nguyễn Thị Mai', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};

/** Places a MoMo order through the API, as the checkout page will, and answers its payment link. */
async function momoOrder(baseUrl: string): Promise<{ orderId: string; payment: PaymentLink }> {
  const token = ((await api(baseUrl, 'POST', API_PATHS.guestToken, null, {})).data as { token: string }).token;
  const feed = ProductPageSchema.parse((await api(baseUrl, 'GET', `${API_PATHS.products}?limit=40`, null)).data);
  for (const summary of feed.items) {
    const product = ProductSchema.parse((await api(baseUrl, 'GET', API_PATHS.product(summary._id), null)).data);
    const variant = product.variants.find((candidate) => candidate.quantity > 0);
    if (product.variants.length > 0 && !variant) continue;
    const request = {
      shops: [{ shop_id: product.shop._id, items: [{ product_id: product._id, variant_id: variant?._id ?? null, quantity: 1 }] }],
      address: ADDRESS,
      payment_method: 'MOMO',
      voucher_codes: [],
      agreed_terms: true,
    };
    const preview = CheckoutPreviewSchema.parse((await api(baseUrl, 'POST', API_PATHS.checkoutPreview, token, request)).data);
    if (preview.issues.length > 0) continue;
    const placed = await api(baseUrl, 'POST', API_PATHS.orders, token, request, { [IDEMPOTENCY_KEY_HEADER]: `e2e-${product._id}` });
    const { order, payment } = OrderPlacementSchema.parse(placed.data);
    if (!payment) throw new Error('a MoMo order came back without a payment link');
    return { orderId: order._id, payment };
  }
  throw new Error('no product of the feed can be paid with MoMo to Hà Nội');
}

describe('the sandbox payment gateway page', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each([
    ['desktop', 'vi', 'Thanh toán', 'success'],
    ['phone', 'en', 'Decline transaction', 'failed'],
    ['phone', 'vi', 'Huỷ thanh toán', 'cancelled'],
  ] as const)('is accessible at %s size in %s and "%s" returns to the order with payment=%s', async (viewport: ViewportName, lang, button, outcome) => {
    browser = await browserOpen(viewport);
    const { page, baseUrl } = browser;
    const { orderId, payment } = await momoOrder(baseUrl);
    await withFailureScreenshot(page, `sandbox-${lang}-${viewport}`, async () => {
      // The app's pages need the visitor's cookie; the gateway's page itself does not.
      await page.goto('/');
      await page.goto(`/sandbox/pay/${payment._id}?lang=${lang}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/sandbox-pay-${lang}-${viewport}.png`, fullPage: true });
      // What the gateway proves is where it sends the browser back; the order page that loads
      // there belongs to another visitor (the order was placed through the API), and the app
      // may move on from it, so the navigation itself is what the test reads.
      const returned = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === `/trang-ca-nhan/don-hang/${orderId}`);
      await page.getByRole('button', { name: button, exact: true }).click();
      expect(new URL((await returned).url()).searchParams.get('payment')).toBe(outcome);
    });
  });
});
