import type { Classification, Product } from './product.js';
import type { Variant } from './variant.js';

/** The option a buyer has chosen per classification, by classification index; null = not chosen. */
export type VariantChoice = readonly (string | null)[];

const matches = (variant: Variant, choice: VariantChoice): boolean =>
  choice.every((picked, index) => picked === null || variant.option_values[index]?.name === picked);

/** The variant matching a complete choice, or null while any classification is still open. */
export function variantFind(product: Pick<Product, 'variants' | 'classifications'>, choice: VariantChoice): Variant | null {
  if (choice.length !== product.classifications.length || choice.some((picked) => picked === null)) return null;
  return product.variants.find((variant) => matches(variant, choice)) ?? null;
}

/**
 * Stock left for an option given what is chosen in the other classifications, so the screen
 * can show stock per option and disable sold-out combinations.
 */
export function optionStock(
  product: Pick<Product, 'variants'>,
  choice: VariantChoice,
  classificationIndex: number,
  optionName: string,
): number {
  // The option is checked on its own: the choice may be shorter than the classifications
  // (nothing picked yet), and a probe built from it alone would then ignore the option.
  const others = choice.map((picked, index) => (index === classificationIndex ? null : picked));
  return product.variants
    .filter((variant) => variant.option_values[classificationIndex]?.name === optionName && matches(variant, others))
    .reduce((sum, variant) => sum + variant.quantity, 0);
}

/** True when every classification has a chosen option (the spec's 'please select product classification' otherwise). */
export const variantChoiceComplete = (classifications: readonly Classification[], choice: VariantChoice): boolean =>
  classifications.length === 0 || (choice.length === classifications.length && choice.every((picked) => picked !== null));
