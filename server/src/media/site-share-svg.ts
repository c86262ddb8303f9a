import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@modavi/core';

/** The site's colours (ui's theme tokens `brand` and `brandSoft`; the server does not import ui). */
const BRAND = '#B4235F';
const BRAND_SOFT = '#FCE7EF';

/**
 * The site's own picture for shared links of pages that have none (core's SITE_SHARE_SOURCE):
 * the app icon's M and the name on the brand's soft tint, drawn at the share size.
 */
export function siteShareSvg(): string {
  const w = SHARE_IMAGE_WIDTH;
  const h = SHARE_IMAGE_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    `<rect width="${w}" height="${h}" fill="${BRAND_SOFT}"/>`,
    // The favicon's mark (64 units) at three times its size.
    `<g transform="translate(${w / 2 - 96} 150) scale(3)"><rect width="64" height="64" rx="14" fill="${BRAND}"/>`,
    '<path d="M14 46V18l18 16 18-16v28" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></g>',
    `<text x="${w / 2}" y="470" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="96" fill="${BRAND}">Modavi</text>`,
    '</svg>',
  ].join('');
}
