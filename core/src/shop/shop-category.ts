import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { ok, err, type Result } from '../shared/result.js';
import { textLength } from '../format/text.js';
import { issue, type Validation } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';

/** Spec 5: a category title is required and has at least 5 characters. */
export const SHOP_CATEGORY_TITLE_LENGTH_MIN = 5;
/** The spec names no maximum; a category title is a short heading on the seller page. */
export const SHOP_CATEGORY_TITLE_LENGTH_MAX = 100;
/** How many products one category may hold (spec silent): the seller page lists them by search. */
export const SHOP_CATEGORY_PRODUCTS_MAX = 500;

export const ShopCategoryStatusSchema = z.enum(['show', 'hide']);
export type ShopCategoryStatus = z.infer<typeof ShopCategoryStatusSchema>;

/** A category a seller groups the shop's products in (quan-ly-danh-muc). */
export const ShopCategorySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  status: ShopCategoryStatusSchema,
  /** As the API sends it (ISO 8601); shown, never computed with. */
  created_at: z.string(),
  /** Ids of the products in the category. */
  products: z._default(z.array(IdSchema), []),
});
export type ShopCategory = z.infer<typeof ShopCategorySchema>;

/** What the create and update forms submit. */
export const ShopCategoryDraftSchema = z.object({
  title: z.string().check(z.trim()),
  status: z._default(ShopCategoryStatusSchema, 'show'),
  products: z._default(z.array(IdSchema).check(z.maxLength(SHOP_CATEGORY_PRODUCTS_MAX)), []),
});
export type ShopCategoryDraft = z.infer<typeof ShopCategoryDraftSchema>;

/** Spec 5 "Category": title required, at least 5 characters (and at most 100, ours). Never throws. */
export function shopCategoryValidate(input: unknown): Validation<ShopCategoryDraft> {
  const draft = fieldRecord(input);
  const title = fieldText(draft['title']);
  if (title === '') return err([issue('title', 'SHOP_CATEGORY.TITLE_REQUIRED')]);
  if (textLength(title) < SHOP_CATEGORY_TITLE_LENGTH_MIN) {
    return err([issue('title', 'SHOP_CATEGORY.TITLE_TOO_SHORT', { min: SHOP_CATEGORY_TITLE_LENGTH_MIN })]);
  }
  if (textLength(title) > SHOP_CATEGORY_TITLE_LENGTH_MAX) {
    return err([issue('title', 'SHOP_CATEGORY.TITLE_TOO_LONG', { max: SHOP_CATEGORY_TITLE_LENGTH_MAX })]);
  }
  const products = draft['products'];
  if (Array.isArray(products) && products.length > SHOP_CATEGORY_PRODUCTS_MAX) {
    return err([issue('products', 'SHOP_CATEGORY.PRODUCTS_TOO_MANY', { max: SHOP_CATEGORY_PRODUCTS_MAX })]);
  }
  const parsed = ShopCategoryDraftSchema.safeParse({ ...draft, title });
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(problem.path.join('.') || 'category', 'SHOP_CATEGORY.INVALID_FIELD')));
}

/**
 * Spec 4: showing or hiding a category needs the seller's confirmation. Answers the new status
 * once confirmed, and 'SHOP_CATEGORY.TOGGLE_NOT_CONFIRMED' (nothing changes) otherwise.
 */
export function shopCategoryToggle(
  status: ShopCategoryStatus,
  confirmed: boolean,
): Result<ShopCategoryStatus, 'SHOP_CATEGORY.TOGGLE_NOT_CONFIRMED'> {
  if (!confirmed) return err('SHOP_CATEGORY.TOGGLE_NOT_CONFIRMED');
  return ok(status === 'show' ? 'hide' : 'show');
}
