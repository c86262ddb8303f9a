import type { Classification } from '@modavi/core';
import { paletteHex } from '../seed/palette.js';
import { colourFromHash, hashOf } from './colour.js';

/**
 * The colours a product's photos are drawn in, in its colour options' order: photo n shows
 * colour option n. A name outside the palette keeps its place with a colour of its own, so the
 * options after it still match their photos.
 */
export function productColours(classifications: readonly Classification[]): string[] {
  const options = classifications.find((classification) => classification.kind === 'color')?.options ?? [];
  return options.map((option) => paletteHex(option.name) ?? colourFromHash(hashOf(option.name)));
}
