import type { ProductDraft, SellerProduct, Vnd } from '@modavi/core';

/** The columns a seller's product row is built from. */
export const SELLER_PRODUCT_COLUMNS_SQL = `p.id, p.name, p.images, p.sale_price, p.quantity, p.sold, p.approval_status, p.hidden, p.is_draft, p.rejection_reason`;

export interface SellerProductRow {
  readonly id: string;
  readonly name: string;
  readonly images: string[];
  readonly sale_price: number;
  readonly quantity: number;
  readonly sold: number;
  readonly approval_status: SellerProduct['approval_status'];
  readonly hidden: boolean;
  readonly is_draft: boolean;
  readonly rejection_reason: string | null;
}

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

/** Which tab of the list a row is in, as SQL (core's productFilterState, in the same order). */
export const FILTER_STATE_SQL = `CASE WHEN p.is_draft THEN 'draft' WHEN p.approval_status = 'rejected' THEN 'rejected'
  WHEN p.approval_status = 'waiting_confirmation' THEN 'pending_confirmation' WHEN p.hidden THEN 'hidden'
  WHEN p.quantity > 0 THEN 'available' ELSE 'sold_out' END`;

export interface ProductFormRow {
  readonly form: ProductDraft | null;
  readonly category_id: string;
  readonly description: string;
  readonly video: string | null;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly preparation_time: number;
  readonly return_period: number;
  readonly return_conditions: string[];
  readonly size_chart_id: string | null;
  readonly classifications: { name: string; kind: 'color' | 'size' | 'other'; options: { name: string; image?: string | null }[] }[];
  readonly variants: { option_values: { name: string; image?: string | null }[]; sale_price: number; quantity: number }[];
}

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
