import type { CheckoutIssue, ShopSummary } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { shopJson } from '../catalogue/shop-json.js';
import { shopColumns } from '../catalogue/summary-select.js';
import { queryKept } from '../db/query-kept.js';

/** One item of the draft, where it sits in the request. */
export interface LineRequest {
  readonly field: string;
  readonly shopId: string;
  readonly cartLineId: string | null;
  readonly productId: string;
  readonly variantId: string | null;
  readonly quantity: number;
}

/** An item the catalogue can sell: the product and variant as they are now. */
export interface LineFact {
  readonly request: LineRequest;
  readonly shop: ShopSummary;
  readonly productName: string;
  readonly image: string | null;
  readonly variantName: string | null;
  /** The variant's price when there is one, the product's otherwise. */
  readonly salePrice: number;
  readonly salePriceOriginal: number | null;
  readonly stock: number;
  readonly weight: number;
  /** The product's packed size in cm, for a carrier that prices by size (GHN). */
  readonly size: { readonly length: number; readonly width: number; readonly height: number };
}

const issueAt = (field: string, code: string, params?: Readonly<Record<string, string | number>>): CheckoutIssue =>
  params ? { field, code, params } : { field, code };

/**
 * Reads what the items name and checks each can be sold as asked: a visible product of the
 * shop it is listed under, its variant when it has variants, a cart line of this owner when
 * one is named, and enough stock. With `lock`, the product and variant rows stay locked
 * (always in id order, so two checkouts never wait on each other in a circle) until the
 * transaction ends: the stock read is the stock the order will take from.
 */
export async function checkoutLines(
  db: Db,
  ownerId: string,
  requests: readonly LineRequest[],
  lock: boolean,
): Promise<{ lines: LineFact[]; issues: CheckoutIssue[] }> {
  const typed = typedDb(db);
  const productIds = [...new Set(requests.map((request) => request.productId))].sort();
  const variantIds = [...new Set(requests.flatMap((request) => (request.variantId ? [request.variantId] : [])))].sort();
  // A preview (no lock) reads them from memory while unchanged; placing an order always from the locked rows.
  const products = await queryKept(
    db,
    ['products', 'variants', 'shops', 'shop_shipping_origins'],
    typed
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select((eb) => [
        'p.id',
        'p.name',
        'p.images',
        'p.sale_price',
        'p.sale_price_original',
        'p.quantity',
        'p.weight',
        'p.length',
        'p.width',
        'p.height',
        eb.selectFrom('variants as x').select(sql<number>`count(*)::int`.as('n')).whereRef('x.product_id', '=', 'p.id').$asScalar().$notNull().as('variant_count'),
        ...shopColumns(eb),
      ])
      .where('p.id', '=', sql<string>`ANY(${productIds}::text[])`)
      .where('p.listed', '=', true)
      .orderBy('p.id')
      .$call((qb) => (lock ? qb.forUpdate('p') : qb)),
    !lock,
  );
  const variants = await queryKept(
    db,
    ['variants'],
    typed
      .selectFrom('variants as v')
      .select(['v.id', 'v.product_id', 'v.variant_name', 'v.sale_price', 'v.sale_price_original', 'v.quantity', sql<string | null>`v.option_values -> 0 ->> 'image'`.as('image')])
      .where('v.id', '=', sql<string>`ANY(${variantIds}::text[])`)
      .orderBy('v.id')
      .$call((qb) => (lock ? qb.forUpdate() : qb)),
    !lock,
  );
  const cartLineIds = requests.flatMap((request) => (request.cartLineId ? [request.cartLineId] : []));
  const cartLines =
    cartLineIds.length === 0
      ? []
      : await typed
          .selectFrom('cart_lines')
          .select(['id', 'product_id', 'variant_id'])
          .where('owner_id', '=', ownerId)
          .where('id', '=', sql<string>`ANY(${cartLineIds}::text[])`)
          .execute();
  const productOf = new Map(products.map((row) => [row.id, row]));
  const variantOf = new Map(variants.map((row) => [row.id, row]));
  const cartLineOf = new Map(cartLines.map((row) => [row.id, row]));

  const lines: LineFact[] = [];
  const issues: CheckoutIssue[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    const key = `${request.productId}/${request.variantId ?? ''}`;
    const product = productOf.get(request.productId);
    const variant = request.variantId ? variantOf.get(request.variantId) : undefined;
    const cartLine = request.cartLineId ? cartLineOf.get(request.cartLineId) : undefined;
    // One line per product and variant, as in the cart: a repeat would be checked against the stock twice.
    if (seen.has(key)) issues.push(issueAt(request.field, 'CHECKOUT.DRAFT_INVALID'));
    else if (!product) issues.push(issueAt(`${request.field}.product_id`, 'PRODUCT.NOT_FOUND'));
    else if (product.shop_id !== request.shopId) issues.push(issueAt(`${request.field}.product_id`, 'CHECKOUT.DRAFT_INVALID'));
    else if (product.shop_paused_until !== null) issues.push(issueAt(`${request.field}.product_id`, 'SHOP.PAUSED', { until: product.shop_paused_until }));
    else if (product.variant_count > 0 && request.variantId === null) issues.push(issueAt(`${request.field}.variant_id`, 'CART.VARIANT_REQUIRED'));
    else if (request.variantId !== null && variant?.product_id !== product.id) {
      issues.push(issueAt(`${request.field}.variant_id`, 'CART.VARIANT_NOT_FOUND'));
    } else if (
      request.cartLineId !== null &&
      (cartLine?.product_id !== request.productId || (cartLine.variant_id ?? null) !== request.variantId)
    ) {
      issues.push(issueAt(`${request.field}.cart_line_id`, 'CART.LINE_NOT_FOUND'));
    } else {
      const stock = variant ? variant.quantity : product.quantity;
      if (request.quantity > stock) issues.push(issueAt(`${request.field}.quantity`, 'CART.OUT_OF_STOCK', { max: stock }));
      lines.push({
        request,
        shop: shopJson(product),
        productName: product.name,
        image: variant?.image ?? product.images[0] ?? null,
        variantName: variant?.variant_name ?? null,
        salePrice: variant ? variant.sale_price : product.sale_price,
        salePriceOriginal: variant ? variant.sale_price_original : product.sale_price_original,
        stock,
        weight: product.weight,
        size: { length: product.length, width: product.width, height: product.height },
      });
    }
    seen.add(key);
  }
  return { lines, issues };
}
