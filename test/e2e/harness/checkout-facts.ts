import { API_PATHS, CheckoutPreviewSchema, ProductPageSchema, ProductSchema, type PaymentMethod, type Product, type Variant } from '@modavi/core';
import { guestTokenNew, HANOI_ADDRESS } from './checkout-probe';

/** What checkout says of one product sent alone to Hà Nội: its shop's payment methods, express, price. */
export interface CheckoutFact {
  readonly product: Product;
  readonly variant: Variant | null;
  readonly shopId: string;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly expressAvailable: boolean;
  readonly subtotal: number;
  readonly issues: number;
}

const get = async (baseUrl: string, path: string) => ((await (await fetch(`${baseUrl}/${path}`)).json()) as { data: unknown }).data;

/**
 * Walks the home feed and previews each product (one unit, cash, Hà Nội) until `enough` says
 * the facts gathered so far suffice; the journeys pick the products that make a refusal appear.
 */
export async function checkoutFactsFind(baseUrl: string, enough: (facts: readonly CheckoutFact[]) => boolean, pages = 8): Promise<CheckoutFact[]> {
  const token = await guestTokenNew(baseUrl);
  const facts: CheckoutFact[] = [];
  const shopsSeen = new Set<string>();
  for (let page = 1; page <= pages; page += 1) {
    const feed = ProductPageSchema.parse(await get(baseUrl, `${API_PATHS.products}?limit=40&page=${page}`));
    for (const summary of feed.items) {
      const product = ProductSchema.parse(await get(baseUrl, API_PATHS.product(summary._id)));
      // One product per shop is enough: the facts are the shop's.
      if (shopsSeen.has(product.shop._id)) continue;
      const variant = product.variants.find((candidate) => candidate.quantity > 2) ?? null;
      if (product.variants.length > 0 && !variant) continue;
      if (product.variants.length === 0 && product.quantity < 3) continue;
      const response = await fetch(`${baseUrl}/${API_PATHS.checkoutPreview}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          shops: [{ shop_id: product.shop._id, items: [{ product_id: product._id, variant_id: variant?._id ?? null, quantity: 1 }] }],
          address: HANOI_ADDRESS,
          payment_method: 'CASH',
          voucher_codes: [],
          agreed_terms: true,
        }),
      });
      const preview = CheckoutPreviewSchema.parse(((await response.json()) as { data: unknown }).data);
      const shop = preview.shops[0];
      if (!shop) continue;
      shopsSeen.add(product.shop._id);
      facts.push({
        product,
        variant,
        shopId: product.shop._id,
        paymentMethods: shop.payment_methods,
        expressAvailable: shop.shipping_quotes.some((quote) => quote.option === 'express' && quote.available),
        subtotal: shop.totals.subtotal,
        issues: preview.issues.length,
      });
      if (enough(facts)) return facts;
    }
  }
  throw new Error(`the feed's first ${pages} pages do not have the products this journey needs`);
}
