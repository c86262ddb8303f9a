/** Colour arithmetic for the generated media: tints for backgrounds, shades for outlines. */
type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const hexOf = ([r, g, b]: Rgb): string => `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

const mix = (hex: string, [toR, toG, toB]: Rgb, amount: number): string => {
  const [r, g, b] = rgbOf(hex);
  const step = (from: number, to: number) => from + (to - from) * amount;
  return hexOf([step(r, toR), step(g, toG), step(b, toB)]);
};

/** A soft background: the colour mixed mostly with white. */
export const tint = (hex: string, amount = 0.78): string => mix(hex, [255, 255, 255], amount);
export const shade = (hex: string, amount = 0.35): string => mix(hex, [0, 0, 0], amount);

/** Relative brightness 0-1 (Rec. 709 weights, no gamma: good enough to tell pale from dark). */
export const brightness = (hex: string): number => {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** A background that lets the shape show: pale colours (white, cream) get a warm grey instead of their own tint. */
export const backdrop = (hex: string): string => (brightness(hex) > 0.86 ? '#e6e1d8' : tint(hex));

/** Stable 32-bit hash of a string (FNV-1a), to give ids without a colour a colour of their own. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A pleasant mid-saturation colour (HSL 45 %, 62 %) with a hue picked by hash. */
export function colourFromHash(hash: number): string {
  const hue = hash % 360;
  const chroma = (1 - Math.abs(2 * 0.62 - 1)) * 0.45;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = 0.62 - chroma / 2;
  const sectors: readonly Rgb[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = sectors[Math.floor(hue / 60)] ?? [chroma, x, 0];
  return hexOf([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}
