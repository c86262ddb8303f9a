import type { Vnd } from '../money/money.js';
import { VARIANT_NAME_SEPARATOR } from '../catalogue/variant.js';
import type { ClassificationDraft, ProductVariantDraft } from './product-draft.js';

/** A row's key and its variant_name: the option names joined with ' | '. */
export const productVariantKey = (options: readonly string[]): string => options.join(VARIANT_NAME_SEPARATOR);

/** Every combination of one option per classification, in classification order (the first varies slowest). */
export function productVariantCombinations(classifications: readonly { readonly options: readonly { readonly name: string }[] }[]): string[][] {
  if (classifications.length === 0) return [];
  return classifications.reduce<string[][]>(
    (rows, classification) => rows.flatMap((row) => classification.options.map((option) => [...row, option.name.trim()])),
    [[]],
  );
}

/**
 * The matrix for `classifications`: one row per combination, keeping the price, stock and image
 * of a row of `previous` with the same options. A new row starts from its options: the highest
 * of their prices, the lowest of their stocks (a combination cannot outsell any of its options)
 * and the first picture among them.
 */
export function productVariantMatrix(
  classifications: readonly Pick<ClassificationDraft, 'options'>[],
  previous: readonly ProductVariantDraft[],
): ProductVariantDraft[] {
  const kept = new Map(previous.map((row) => [productVariantKey(row.options.map((name) => name.trim())), row]));
  return productVariantCombinations(classifications).map((options) => {
    const old = kept.get(productVariantKey(options));
    if (old) return { ...old, options };
    const picked = options.map((name, index) => classifications[index]?.options.find((option) => option.name.trim() === name));
    const prices = picked.map((option) => option?.price ?? 0);
    const stocks = picked.map((option) => option?.stock ?? 0);
    const image = picked.flatMap((option) => option?.images ?? [])[0] ?? null;
    return { options, price: Math.max(...prices) as Vnd, stock: Math.min(...stocks), image };
  });
}

/**
 * What the product row shows when it has variants: the lowest variant price (the "from" price
 * of a card) and the sum of their stocks; the draft's own price and stock otherwise.
 */
export function productDraftTotals(draft: {
  readonly sale_price: number;
  readonly quantity: number;
  readonly variants?: readonly { readonly price: number; readonly stock: number }[] | undefined;
}): { readonly sale_price: number; readonly quantity: number } {
  const variants = draft.variants ?? [];
  if (variants.length === 0) return { sale_price: draft.sale_price, quantity: draft.quantity };
  return {
    sale_price: Math.min(...variants.map((variant) => variant.price)),
    quantity: variants.reduce((sum, variant) => sum + variant.stock, 0),
  };
}
