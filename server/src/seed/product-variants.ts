import { variantName, type Classification, type OptionValue } from '@modavi/core';
import type { SeedClassification, SeedOption } from './recipe.js';

export interface VariantDraft {
  readonly optionValues: readonly OptionValue[];
  readonly variantName: string;
  readonly priceFactor: number;
}

/** The API's classifications: colour option n shows `colourImage(n)`, its own photo. */
export function classificationsPublic(classifications: readonly SeedClassification[], colourImage: (index: number) => string): Classification[] {
  return classifications.map((classification) => ({
    name: classification.name,
    kind: classification.kind,
    options: classification.options.map((option, index) => ({
      name: option.name,
      image: classification.kind === 'color' ? colourImage(index) : null,
    })),
  }));
}

/** One variant per combination of options, in classification order (the first varies slowest). */
export function variantDrafts(seedClassifications: readonly SeedClassification[], classifications: readonly Classification[]): VariantDraft[] {
  if (seedClassifications.length === 0) return [];
  let combos: { values: OptionValue[]; factor: number }[] = [{ values: [], factor: 1 }];
  seedClassifications.forEach((classification, classIndex) => {
    const publicOptions = classifications[classIndex]?.options ?? [];
    combos = combos.flatMap((combo) =>
      classification.options.map((option: SeedOption, optionIndex) => ({
        values: [...combo.values, { name: option.name, image: publicOptions[optionIndex]?.image ?? null }],
        factor: combo.factor * (option.priceFactor ?? 1),
      })),
    );
  });
  return combos.map((combo) => ({ optionValues: combo.values, variantName: variantName(combo.values), priceFactor: combo.factor }));
}

/** The largest price factor any variant can reach, so base prices leave room for it. */
export const priceFactorMax = (classifications: readonly SeedClassification[]): number =>
  classifications.reduce((factor, classification) => factor * Math.max(1, ...classification.options.map((option) => option.priceFactor ?? 1)), 1);
