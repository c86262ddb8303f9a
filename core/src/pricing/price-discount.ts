/**
 * The discount chip's whole percentage of a sale price against its original price: 0 when
 * there is no reduction (no original, or one not higher), otherwise 1 to 100, never 0% for a
 * tiny reduction. What product cards and the product page show beside the struck price.
 */
export function priceDiscountPercent(amount: number, original: number | null | undefined): number {
  if (original === null || original === undefined || !(original > amount) || !(original > 0)) return 0;
  return Math.min(100, Math.max(1, Math.round(((original - Math.max(0, amount)) / original) * 100)));
}
