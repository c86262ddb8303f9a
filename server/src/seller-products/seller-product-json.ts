import type { OptionValue, ProductDraft, ProductFilterState, SellerProduct, SellerProductSort, Vnd } from '@modavi/core';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DB } from '../db/schema.generated.js';

/** A query over products as `p`. */
export type ProductTables = DB & { p: DB['products'] };

/** The columns a seller's product row is built from. */
export const SELLER_PRODUCT_COLUMNS = ['p.id', 'p.name', 'p.images', 'p.sale_price', 'p.quantity', 'p.sold', 'p.approval_status', 'p.hidden', 'p.is_draft', 'p.rejection_reason'] as const;

export type SellerProductRow = Pick<
  Selectable<DB['products']>,
  'id' | 'name' | 'images' | 'sale_price' | 'quantity' | 'sold' | 'approval_status' | 'hidden' | 'is_draft' | 'rejection_reason'
>;

export const sellerProductJson = (row: SellerProductRow): SellerProduct => ({
  _id: row.id,
  name: row.name,
  images: row.images,
  sale_price: row.sale_price as Vnd,
  quantity: row.quantity,
  sold: row.sold,
  approval_status: row.approval_status,
  is_hidden: row.hidden,
  is_draft: row.is_draft,
  rejection_reason: row.rejection_reason,
});

/** Which tab of the list a row is in (core's productFilterState, in the same order). */
export const filterState = (eb: ExpressionBuilder<ProductTables, 'p'>) =>
  sql<Exclude<ProductFilterState, 'all'>>`CASE WHEN ${eb.ref('p.is_draft')} THEN 'draft' WHEN ${eb.ref('p.approval_status')} = 'rejected' THEN 'rejected'
    WHEN ${eb.ref('p.approval_status')} = 'waiting_confirmation' THEN 'pending_confirmation' WHEN ${eb.ref('p.hidden')} THEN 'hidden'
    WHEN ${eb.ref('p.quantity')} > 0 THEN 'available' ELSE 'sold_out' END`;

/** The rows of one tab ('all': every row). */
export const filterIs = (filter: ProductFilterState) => (eb: ExpressionBuilder<ProductTables, 'p'>) =>
  filter === 'all' ? sql<boolean>`true` : eb(filterState(eb), '=', filter);

/** The list's orders: by one column, then by the id so pages never overlap. */
export const SELLER_PRODUCT_SORTS: Readonly<Record<SellerProductSort, { readonly column: 'p.created_at' | 'p.sale_price' | 'p.quantity' | 'p.sold'; readonly direction: 'asc' | 'desc' }>> = {
  newest: { column: 'p.created_at', direction: 'desc' },
  oldest: { column: 'p.created_at', direction: 'asc' },
  price_asc: { column: 'p.sale_price', direction: 'asc' },
  price_desc: { column: 'p.sale_price', direction: 'desc' },
  stock_asc: { column: 'p.quantity', direction: 'asc' },
  sold_desc: { column: 'p.sold', direction: 'desc' },
};

/** What productFormOf reads: the product's columns (typed by the schema) and its variants' JSON. */
export type ProductFormRow = Pick<
  Selectable<DB['products']>,
  | 'form'
  | 'category_id'
  | 'description'
  | 'video'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'preparation_time'
  | 'return_period'
  | 'return_conditions'
  | 'size_chart_id'
  | 'classifications'
> & { readonly variants: readonly { option_values: readonly OptionValue[]; sale_price: number; quantity: number }[] };

/**
 * The form to edit a product: as the seller last saved it, or, for a product that never went
 * through the form (the seed's), rebuilt from its columns and variants.
 */
export function productFormOf(row: SellerProductRow & ProductFormRow): ProductDraft {
  if (row.form) return { ...row.form, _id: row.id };
  const price = row.sale_price as Vnd;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    video: row.video,
    category_id: row.category_id,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    sale_price: price,
    quantity: row.quantity,
    classifications: row.classifications.map((classification) => ({
      name: classification.name,
      type: classification.kind,
      options: classification.options.map((option) => ({ name: option.name, price, stock: 0, images: option.image ? [option.image] : [] })),
    })),
    variants: row.variants.map((variant) => ({
      options: variant.option_values.map((value) => value.name),
      price: variant.sale_price as Vnd,
      stock: variant.quantity,
      image: variant.option_values.find((value) => value.image)?.image ?? null,
    })),
    size_chart_id: row.size_chart_id,
    size_details: [],
    preparation_time: row.preparation_time,
    return_period: row.return_period,
    return_conditions: row.return_conditions,
    shipping_info: null,
    authenticity_commitment: false,
    guarantee_commitment: false,
    link: null,
  };
}
