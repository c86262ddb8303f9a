import type { Classification, Vertical } from '@modavi/core';
import type { Random } from './random.js';
import { FASHION_COLOURS, LIP_SHADES } from './palette.js';

/** An option as the seed knows it: its price factor only shapes variant prices. */
export interface SeedOption {
  readonly name: string;
  readonly priceFactor?: number;
}

export interface SeedClassification {
  readonly name: string;
  readonly kind: Classification['kind'];
  readonly options: readonly SeedOption[];
}

export type Range = readonly [min: number, max: number];

/** How to invent products of one category: names, options, prices and parcel sizes. */
export interface CategoryRecipe {
  readonly slug: string;
  readonly name: string;
  readonly nameEn: string;
  readonly vertical: Vertical;
  /** VND, before rounding. */
  readonly price: Range;
  /** grams */
  readonly weight: Range;
  /** centimetres: length, width, height */
  readonly parcel: readonly [Range, Range, Range];
  productName(random: Random, classifications: readonly SeedClassification[]): string;
  classifications(random: Random): SeedClassification[];
}

export const COLOUR = 'Màu sắc';

/** `only` narrows the palette to colours that make sense for the garment (denim). */
export const colours = (random: Random, min: number, max: number, only?: readonly string[]): SeedClassification => ({
  name: COLOUR,
  kind: 'color',
  options: random
    .sample(only ? FASHION_COLOURS.filter(({ name }) => only.includes(name)) : FASHION_COLOURS, random.int(min, max))
    .map(({ name }) => ({ name })),
});

export const lipShades = (random: Random, min: number, max: number): SeedClassification => ({
  name: COLOUR,
  kind: 'color',
  options: random.sample(LIP_SHADES, random.int(min, max)).map(({ name }) => ({ name })),
});

export const clothingSizes = (random: Random): SeedClassification => ({
  name: 'Kích cỡ',
  kind: 'size',
  options: (random.chance(0.3) ? ['S', 'M', 'L', 'XL', 'XXL'] : ['S', 'M', 'L', 'XL']).map((name) => ({
    name,
    ...(name === 'XXL' ? { priceFactor: 1.08 } : {}),
  })),
});

export const shoeSizes = (): SeedClassification => ({
  name: 'Kích cỡ',
  kind: 'size',
  options: ['36', '37', '38', '39', '40'].map((name) => ({ name })),
});

/** Bigger bottles cost more, a little less than in proportion. */
export const volumes = (random: Random, choices: readonly (readonly [string, number])[], min = 2): SeedClassification => {
  const count = random.int(min, choices.length);
  const start = random.int(0, choices.length - count);
  return {
    name: 'Dung tích',
    kind: 'other',
    options: choices.slice(start, start + count).map(([name, priceFactor]) => ({ name, priceFactor })),
  };
};

export const kinds = (random: Random, name: string, options: readonly string[], min: number, max: number): SeedClassification => ({
  name,
  kind: 'other',
  options: random.sample(options, random.int(min, max)).map((option) => ({ name: option })),
});

/** Joins name parts, skipping empty ones. */
export const phrase = (...parts: readonly (string | false | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join(' ');

export const firstColour = (classifications: readonly SeedClassification[]): string | undefined =>
  classifications.find((classification) => classification.kind === 'color')?.options[0]?.name;
