import { colourFromHash, hashOf, shade, tint } from './colour.js';
import { SILHOUETTE_FALLBACK, SILHOUETTES } from './silhouettes.js';

/** A category tile: the category's silhouette in a colour derived from its slug. */
export function categorySvg(slug: string): string {
  const colour = colourFromHash(hashOf(slug));
  const silhouette = SILHOUETTES[slug] ?? SILHOUETTE_FALLBACK;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    `<circle cx="200" cy="200" r="200" fill="${tint(colour)}"/>`,
    `<path d="${silhouette.body}" fill="${colour}" stroke="${shade(colour)}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="${silhouette.detail}" fill="none" stroke="${shade(colour)}" stroke-width="5" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}
