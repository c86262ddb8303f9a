import * as z from 'zod/mini';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, ProductSchema, PromotionShowcaseSchema, type Product, type PromotionItem, type Variant } from '@modavi/core';
import { HANOI_ADDRESS } from './checkout-probe';
import { accountCreate } from './signed-in';

/** A running promotion's item, the product and variant it prices, and the promotion units left. */
export interface PromotionOffer {
  readonly item: PromotionItem;
  readonly product: Product;
  readonly variant: Variant | null;
  readonly remaining: number;
}

const get = async (baseUrl: string, path: string) => ((await (await fetch(`${baseUrl}/${path}`)).json()) as { data: unknown }).data;

/**
 * The running promotion items of Vietnamese shops (cash on delivery works for them) whose
 * product has stock for `units`, with what is left of each; `pick` chooses one, skipping
 * those other journeys are likely to use (`skip`).
 */
export async function promotionOfferFind(baseUrl: string, units: number, pick: (offer: PromotionOffer) => boolean, skip = 0): Promise<PromotionOffer> {
  const programs = z.array(PromotionShowcaseSchema).parse(await get(baseUrl, API_PATHS.promotions));
  let skipped = 0;
  for (const showcase of programs.filter((program) => program.status === 'running')) {
    for (const line of showcase.products) {
      const product = ProductSchema.parse(await get(baseUrl, API_PATHS.product(line.item.product_id)));
      if (product.shop.country !== 'VN') continue;
      const variant = line.item.variant_id
        ? (product.variants.find((candidate) => candidate._id === line.item.variant_id) ?? null)
        : (product.variants.find((candidate) => candidate.quantity > units) ?? null);
      if (product.variants.length > 0 ? !variant || variant.quantity <= units : product.quantity <= units) continue;
      const offer = { item: line.item, product, variant, remaining: line.remaining };
      if (!pick(offer)) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      return offer;
    }
  }
  throw new Error(`no running promotion item of a Vietnamese shop fits this journey (${units} units)`);
}

/**
 * Other buyers (new accounts, cash on delivery) take the promotion's units until only `left`
 * remain: what happens between a buyer's preview and their placing the order on a busy sale.
 */
export async function promotionBuyDown(baseUrl: string, offer: PromotionOffer, left: number): Promise<void> {
  let remaining = offer.remaining;
  let sequence = 0;
  while (remaining > left) {
    const quantity = Math.min(offer.item.purchase_limit_per_order ?? remaining - left, remaining - left);
    const rival = await accountCreate(baseUrl, 'Trần Văn Nhanh');
    sequence += 1;
    const response = await fetch(`${baseUrl}/${API_PATHS.orders}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${rival.token}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-promotion-${Date.now()}-${sequence}` },
      body: JSON.stringify({
        shops: [{ shop_id: offer.product.shop._id, items: [{ product_id: offer.product._id, variant_id: offer.variant?._id ?? null, quantity }] }],
        address: HANOI_ADDRESS,
        payment_method: 'CASH',
        voucher_codes: [],
        agreed_terms: true,
      }),
    });
    if (response.status !== 201) throw new Error(`a rival's order answered ${response.status} ${JSON.stringify(await response.json())}`);
    remaining -= quantity;
  }
}
