import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { ProductDraftSchema } from './product-draft.js';
import { PRODUCT_FILTER_STATES, SellerProductSchema, type ProductFilterState } from './seller-product.js';

/** The longest reason an admin may give for refusing a product. */
export const PRODUCT_REJECT_REASON_MAX = 500;
export {
  SELLER_PRODUCT_SORTS,
  SELLER_PRODUCT_PAGE_LIMIT,
  SELLER_PRODUCT_QUERY_MAX,
  sellerProductListParamsRead,
  type SellerProductSort,
  type SellerProductListParams,
} from './seller-product-list-params.js';

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
