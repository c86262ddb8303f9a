import type { BrowserContext, Page } from 'playwright-core';
import { aesPassphraseTokenCipher } from '@modavi/adapters';
import {
  API_PATHS,
  CartSchema,
  CheckoutPreviewSchema,
  COOKIE_LOGIN,
  COOKIE_NO_LOGIN,
  ProductPageSchema,
  ProductSchema,
  type Cart,
  type PaymentMethod,
  type Product,
  type Variant,
  DEV_API_PATHS,
} from '@modavi/core';

/** A delivery address in Hà Nội (GSO codes), as the address form writes it. */
export const HANOI_ADDRESS = {
  name: 'Nguyễn Thị Mai',
  phone: '0912345678',
  type: 'home',
  city: 'Hà Nội',
  city_code: '01',
  district: 'Hoàn Kiếm',
  district_code: '002',
  ward: 'Hàng Bạc',
  ward_code: '00037',
  detail: '12 Hàng Bạc',
} as const;

/**
 * The HttpOnly session cookie of each token read out of a browser (`browserToken`): a login
 * made in the browser is bound to it, so the test's own calls with that token send it along,
 * as the browser itself would.
 */
const browserSessionCookies = new Map<string, string>();

async function call(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; data: unknown; error_code?: string }> {
  const cookie = token ? browserSessionCookies.get(token) : undefined;
  const response = await fetch(`${baseUrl}/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as { data: unknown; error_code?: string };
  return { status: response.status, data: payload.data, ...(payload.error_code ? { error_code: payload.error_code } : {}) };
}

export const guestTokenNew = async (baseUrl: string): Promise<string> =>
  ((await call(baseUrl, 'POST', API_PATHS.guestToken, null, {})).data as { token: string }).token;

/**
 * A product of the home feed (skipping `skip` matches) that the server would sell as one item
 * to Hà Nội, paid with `method`: the preview shows no issue. What a checkout journey buys.
 */
export async function checkoutProductFind(
  baseUrl: string,
  method: PaymentMethod,
  skip = 0,
): Promise<{ product: Product; variant: Variant | null }> {
  const token = await guestTokenNew(baseUrl);
  const feed = ProductPageSchema.parse((await call(baseUrl, 'GET', `${API_PATHS.products}?limit=40`, null)).data);
  let skipped = 0;
  for (const summary of feed.items) {
    const product = ProductSchema.parse((await call(baseUrl, 'GET', API_PATHS.product(summary._id), null)).data);
    const variant = product.variants.find((candidate) => candidate.quantity > 2) ?? null;
    if (product.variants.length > 0 && !variant) continue;
    if (product.variants.length === 0 && product.quantity < 3) continue;
    const request = {
      shops: [{ shop_id: product.shop._id, items: [{ product_id: product._id, variant_id: variant?._id ?? null, quantity: 1 }] }],
      address: HANOI_ADDRESS,
      payment_method: method,
      voucher_codes: [],
      agreed_terms: true,
    };
    const preview = CheckoutPreviewSchema.parse((await call(baseUrl, 'POST', API_PATHS.checkoutPreview, token, request)).data);
    if (preview.issues.length > 0) continue;
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    return { product, variant };
  }
  throw new Error(`no product of the feed can be paid with ${method} to Hà Nội`);
}

/** Puts one unit (or `quantity`) in the cart of the token's owner (a guest's or an account's). */
export async function cartPut(baseUrl: string, token: string, product: Product, variant: Variant | null, quantity = 1): Promise<void> {
  const added = await call(baseUrl, 'POST', API_PATHS.cartAdd, token, { product_id: product._id, variant_id: variant?._id ?? null, quantity });
  if (added.status !== 201) throw new Error(`adding to the cart answered ${added.status} ${added.error_code ?? ''}`);
}

/** The cart of the token's owner as the server holds it (`carts/all`). */
export const cartOf = async (baseUrl: string, token: string): Promise<Cart> => CartSchema.parse((await call(baseUrl, 'GET', API_PATHS.cartAll, token)).data);

/** A product a cart journey puts in the cart, with the variant it takes (null without variants). */
export type CartProduct = Product & { readonly pick: Variant | null };

/**
 * Products of the home feed a cart can take one unit of (no variants, or a variant with stock),
 * `perShop` of one shop and one more of another shop: what a cart selection journey fills.
 */
export async function cartProductsFind(baseUrl: string, perShop: number): Promise<{ shop: CartProduct[]; other: CartProduct }> {
  const addable = async (id: string): Promise<CartProduct | null> => {
    const product = ProductSchema.parse((await call(baseUrl, 'GET', API_PATHS.product(id), null)).data);
    const pick = product.variants.find((candidate) => candidate.quantity > 2) ?? null;
    return (product.variants.length > 0 ? pick : product.quantity >= 3) ? { ...product, pick } : null;
  };
  const feed = ProductPageSchema.parse((await call(baseUrl, 'GET', `${API_PATHS.products}?limit=40`, null)).data);
  for (const shopId of new Set(feed.items.map((item) => item.shop._id))) {
    const listed = ProductPageSchema.parse((await call(baseUrl, 'GET', `${API_PATHS.products}?limit=20&shop_id=${encodeURIComponent(shopId)}`, null)).data);
    const shop: CartProduct[] = [];
    for (const item of listed.items) {
      const product = shop.length < perShop ? await addable(item._id) : null;
      if (product) shop.push(product);
    }
    if (shop.length < perShop) continue;
    for (const item of feed.items.filter((candidate) => candidate.shop._id !== shopId)) {
      const other = await addable(item._id);
      if (other) return { shop, other };
    }
  }
  throw new Error(`no shop of the feed has ${perShop} products a cart can take, beside another shop`);
}

/** Stores an address in the account's address book (the default one), as the address book page would. */
let houses = 0;

/**
 * Stores HANOI_ADDRESS, at a house of its own for each call (a first-purchase voucher is judged by
 * the house too: accounts sharing one house would not be first buyers), as the account's default.
 */
export async function addressStore(baseUrl: string, token: string): Promise<void> {
  const house = `${(process.pid % 900) + 100}${(houses += 1)}`;
  const stored = await call(baseUrl, 'POST', API_PATHS.addresses, token, { ...HANOI_ADDRESS, detail: `${house} Hàng Bạc`, is_default: true });
  if (stored.status !== 201) throw new Error(`storing an address answered ${stored.status} ${stored.error_code ?? ''}`);
}

/** The newest code the dev outbox holds for a destination as the server normalised it. */
export async function outboxCode(baseUrl: string, destination: string): Promise<string> {
  const listed = await call(baseUrl, 'GET', `${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(destination)}`, null);
  const code = (listed.data as { items: { code: string }[] }).items[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

/**
 * Fills the address form a guest sees on the checkout page: recipient, phone, the first
 * province, district and ward the form offers, the street; then confirms it.
 */
export async function guestAddressFill(page: Page, words: { name: string; phone: string; city: string; district: string; ward: string; detail: string; use: string }, person: { name: string; phone: string }) {
  await page.getByLabel(words.name, { exact: true }).fill(person.name);
  await page.getByLabel(words.phone, { exact: true }).fill(person.phone);
  const pick = async (label: string) => {
    const select = page.getByLabel(label, { exact: true });
    await page.waitForFunction((name) => {
      const found = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === name);
      const control = found?.htmlFor ? (document.getElementById(found.htmlFor) as HTMLSelectElement | null) : null;
      return !!control && !control.disabled && control.options.length > 1;
    }, label);
    await select.selectOption({ index: 1 });
  };
  await pick(words.city);
  await pick(words.district);
  await pick(words.ward);
  await page.getByLabel(words.detail, { exact: true }).fill('12 Hàng Bạc');
  await page.getByRole('button', { name: words.use, exact: true }).click();
}

/** The token the browser holds (login cookie first, else the no-login one), decrypted as the app does. */
export async function browserToken(context: BrowserContext, baseUrl: string): Promise<string> {
  const cookies = await context.cookies(baseUrl);
  const sealed = cookies.find((cookie) => cookie.name === COOKIE_LOGIN) ?? cookies.find((cookie) => cookie.name === COOKIE_NO_LOGIN);
  const token = sealed ? aesPassphraseTokenCipher(process.env.MODAVI_TOKEN_SECRET || 'modavi-dev-secret').decrypt(decodeURIComponent(sealed.value)) : null;
  if (!token) throw new Error('the browser holds no token');
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
  if (session) browserSessionCookies.set(token, `${session.name}=${session.value}`);
  return token;
}

/** The server's HttpOnly session cookie (server/src/sessions/session-binding.ts). */
const SESSION_COOKIE_NAME = 'mdv_sid';

/** The owner's orders, newest first (ids), through the API. */
export async function orderIdsOf(baseUrl: string, token: string): Promise<string[]> {
  const listed = await call(baseUrl, 'GET', API_PATHS.orders, token);
  return (listed.data as { items: { _id: string }[] }).items.map((order) => order._id);
}
