import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { ProductDraftSchema } from './product-draft.js';
import { PRODUCT_FILTER_STATES, SellerProductSchema, type ProductFilterState } from './seller-product.js';

/** The orders of the seller's product list; newest first by default. */
export const SELLER_PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'stock_asc', 'sold_desc'] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];

/** Rows per page of the seller's and the admin's product lists. */
export const SELLER_PRODUCT_PAGE_LIMIT = 20;
/** The longest name search the list takes; longer text is cut. */
export const SELLER_PRODUCT_QUERY_MAX = 100;
/** The longest reason an admin may give for refusing a product. */
export const PRODUCT_REJECT_REASON_MAX = 500;

/** What the seller's product list shows, as it stands in the address (`?filter=&q=&sort=&page=`). */
export interface SellerProductListParams {
  readonly filter: ProductFilterState;
  readonly q: string;
  readonly sort: SellerProductSort;
  readonly page: number;
}

/**
 * Reads the list's parameters from an address or a request, any value: an unknown filter or
 * sort falls back to the default, a page to 1, a search is trimmed and cut to its maximum.
 */
export function sellerProductListParamsRead(input: unknown): SellerProductListParams {
  const record = fieldRecord(input);
  const rawPage = record['page'];
  const page = typeof rawPage === 'number' || typeof rawPage === 'string' ? Number(rawPage) : Number.NaN;
  return {
    filter: fieldChoice(record['filter'], PRODUCT_FILTER_STATES) ?? 'all',
    q: fieldText(typeof record['q'] === 'number' ? String(record['q']) : record['q']).slice(0, SELLER_PRODUCT_QUERY_MAX),
    sort: fieldChoice(record['sort'], SELLER_PRODUCT_SORTS) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

const FilterCountsSchema = z.object(
  Object.fromEntries(PRODUCT_FILTER_STATES.map((state) => [state, CountSchema])) as Record<ProductFilterState, typeof CountSchema>,
);

/** A page of the seller's products with the count of every tab (the search applies to the counts too). */
export const SellerProductPageSchema = z.object({
  items: z.array(SellerProductSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
  counts: FilterCountsSchema,
});
export type SellerProductPage = z.infer<typeof SellerProductPageSchema>;

/** Where the price lock stands for a product (core's productPriceLockState); `counted` false while buyers never saw it. */
export const ProductPriceLockSchema = z.object({
  counted: z.boolean(),
  remaining: CountSchema,
  next_change_at: z.nullish(EpochMsSchema),
});
export type ProductPriceLock = z.infer<typeof ProductPriceLockSchema>;

/** One product for the edit form: its row, the form as last saved, its price lock. */
export const SellerProductDetailSchema = z.object({
  product: SellerProductSchema,
  form: ProductDraftSchema,
  price_lock: ProductPriceLockSchema,
});
export type SellerProductDetail = z.infer<typeof SellerProductDetailSchema>;

/** What the product form offers: the platform's categories and the shop's size charts. */
export const ProductFormOptionsSchema = z.object({
  categories: z.array(z.object({ _id: IdSchema, name: z.string(), name_en: z.nullish(z.string()) })),
  size_charts: z.array(z.object({ _id: IdSchema, name: z.nullish(z.string()), type: z.nullish(z.string()) })),
});
export type ProductFormOptions = z.infer<typeof ProductFormOptionsSchema>;

/** A product in the admin's queue: the seller's row with its shop and when it was submitted. */
export const AdminProductSchema = z.object({
  ...SellerProductSchema.shape,
  shop: z.object({ _id: IdSchema, name: z.string() }),
  category_name: z.nullish(z.string()),
  submitted_at: z.nullish(EpochMsSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductPageSchema = z.object({
  items: z.array(AdminProductSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
});
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;
