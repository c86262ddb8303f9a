import { describe, expect, it } from 'vitest';
import { color, contrastPairs, type ColorToken } from './tokens.js';

// WCAG 2.x relative luminance and contrast ratio, computed from the raw hex values.
const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string): number => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('colour tokens', () => {
  it('computes known ratios correctly', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it.each(contrastPairs.map((pair) => [pair.fg, pair.bg, pair.min] as const))(
    '%s on %s meets %s:1',
    (fg: ColorToken, bg: ColorToken, min: number) => {
      expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(min);
    },
  );

  it('covers every text colour with at least one checked pair', () => {
    const textColours: ColorToken[] = ['text', 'textMuted', 'onBrand', 'brandStrong', 'onDanger', 'danger', 'success', 'price'];
    for (const token of textColours) {
      expect(contrastPairs.some((pair) => pair.fg === token)).toBe(true);
    }
  });
});
