import { describe, expect, it } from 'vitest';
import { catalogueGenerate } from '../seed/catalogue-generate.js';
import { paletteHex } from '../seed/palette.js';
import { productColours } from './product-colours.js';
import { productSvg } from './product-svg.js';

describe('seeded colour photos', () => {
  it("draw every colour option's photo in that colour (a swatch never contradicts its name)", () => {
    const { products } = catalogueGenerate();
    let checked = 0;
    for (const product of products) {
      const options = product.classifications.find((classification) => classification.kind === 'color')?.options ?? [];
      const colours = productColours(product.classifications);
      options.forEach((option) => {
        const hex = paletteHex(option.name);
        const index = Number(/\/(\d+)\.svg$/.exec(option.image ?? '')?.[1]);
        if (!hex) return;
        expect(Number.isInteger(index) && index < product.images.length).toBe(true);
        const drawn = productSvg({ productId: product.id, index, categorySlug: 'ao-thun', colours });
        expect(drawn, `${product.name}: ${option.name}`).toContain(`fill="${hex}"`);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
