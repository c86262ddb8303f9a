import { backdrop, colourFromHash, hashOf, shade } from './colour.js';
import { SILHOUETTE_FALLBACK, SILHOUETTES } from './silhouettes.js';

export interface ProductImageInput {
  readonly productId: string;
  readonly index: number;
  readonly categorySlug: string;
  /** The product's colours in option order; image n shows colour n (wrapping). */
  readonly colours: readonly string[];
}

/** Each image of a product is framed a little differently so the gallery does not repeat itself. */
const FRAMINGS = ['', 'translate(200 200) scale(1.18) translate(-200 -214)', 'translate(200 200) rotate(-8) translate(-200 -200)', 'translate(36 0) scale(0.86)'];

/** A product photo stand-in: the category's silhouette in the product's colour on a soft tint of it. */
export function productSvg(input: ProductImageInput): string {
  const colour = input.colours[input.index % Math.max(1, input.colours.length)] ?? colourFromHash(hashOf(input.productId));
  const silhouette = SILHOUETTES[input.categorySlug] ?? SILHOUETTE_FALLBACK;
  const framing = FRAMINGS[input.index % FRAMINGS.length] ?? '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    `<rect width="400" height="400" fill="${backdrop(colour)}"/>`,
    `<ellipse cx="200" cy="352" rx="130" ry="14" fill="${shade(backdrop(colour), 0.08)}"/>`,
    `<g transform="${framing}">`,
    `<path d="${silhouette.body}" fill="${colour}" stroke="${shade(colour)}" stroke-width="4" stroke-linejoin="round" fill-rule="nonzero"/>`,
    `<path d="${silhouette.detail}" fill="none" stroke="${shade(colour)}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
