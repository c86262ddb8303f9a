import type { Cart, CartLine, CartShopGroup, Vnd } from '@modavi/core';
import { shopJson } from '../catalogue/shop-json.js';
import type { CartLineRow } from './cart-lines.js';

const vndOf = (amount: number) => amount as Vnd;
const vndOrNull = (amount: number | null) => (amount === null ? null : vndOf(amount));

/** Stock left for the line: the variant's when it has one, the product's otherwise. */
export const lineStock = (row: CartLineRow): number => (row.variant_id === null ? row.product_quantity : (row.variant_quantity ?? 0));

/** Spec: a line cannot be bought when its product is hidden or nothing is left in stock. */
const lineValid = (row: CartLineRow): boolean => !row.product_hidden && lineStock(row) > 0;

/**
 * A line under a running promotion is priced as checkout charges it: the promotion's unit price
 * stands for the sale price (core's cartLineUnitPrice reads it there), and the sale price is the
 * original struck through beside it, as on the product page and in checkout (issue 25).
 */
function lineJson(row: CartLineRow, promotionPrice: number | null): CartLine {
  const line = lineListed(row);
  if (promotionPrice === null) return line;
  const price = vndOf(promotionPrice);
  const full = vndOf(lineSalePrice(row));
  const variant = line.product.variant ? { ...line.product.variant, sale_price: price, sale_price_original: full } : null;
  return { ...line, product: { ...line.product, sale_price: price, sale_price_original: full, variant }, sale_price: price, price, price_original: full };
}

function lineListed(row: CartLineRow): CartLine {
  const variant =
    row.variant_id === null
      ? null
      : {
          _id: row.variant_id,
          variant_name: row.variant_name ?? '',
          sale_price: vndOf(row.variant_sale_price ?? row.product_sale_price),
          sale_price_original: vndOrNull(row.variant_sale_price_original),
          quantity: row.variant_quantity ?? 0,
        };
  const priced = variant ?? { sale_price: vndOf(row.product_sale_price), sale_price_original: vndOrNull(row.product_sale_price_original) };
  return {
    _id: row.id,
    product: {
      _id: row.product_id,
      name: row.product_name,
      images: row.product_images,
      sale_price: vndOf(row.product_sale_price),
      sale_price_original: vndOrNull(row.product_sale_price_original),
      variant,
    },
    quantity: row.quantity,
    sale_price: priced.sale_price,
    price: priced.sale_price,
    price_original: priced.sale_price_original,
    variant_id: row.variant_id,
    is_selected: row.is_selected,
    store_quantity: lineStock(row),
  };
}

/** Groups lines per shop, keeping the order of the rows (a shop sits where its newest line is). */
function groupByShop(rows: readonly CartLineRow[], promotionPrices: ReadonlyMap<string, number>): CartShopGroup[] {
  const groups = new Map<string, { shop: CartShopGroup['shop']; items: CartLine[] }>();
  for (const row of rows) {
    const group = groups.get(row.shop_id) ?? { shop: shopJson(row), items: [] };
    group.items.push(lineJson(row, promotionPrices.get(row.id) ?? null));
    groups.set(row.shop_id, group);
  }
  return [...groups.values()];
}

/**
 * The cart as `carts/all` sends it, from rows ordered most recent first; `promotionPrices`
 * holds the running promotion's unit price of the lines under one (by line id).
 */
export const cartBuild = (rows: readonly CartLineRow[], promotionPrices: ReadonlyMap<string, number> = new Map()): Cart => ({
  valid: groupByShop(rows.filter(lineValid), promotionPrices),
  invalid: groupByShop(rows.filter((row) => !lineValid(row)), promotionPrices),
});

/** The unit price each row is sold at before any promotion: the variant's, the product's otherwise (as checkout reads it). */
export const lineSalePrice = (row: CartLineRow): number => (row.variant_id === null ? row.product_sale_price : (row.variant_sale_price ?? row.product_sale_price));
