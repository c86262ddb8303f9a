import { colourFromHash, hashOf, shade, tint } from './colour.js';

/** A shop avatar: a small storefront with an awning in a colour of the shop's own. */
export function shopSvg(shopId: string): string {
  const colour = colourFromHash(hashOf(shopId));
  const stripes = Array.from({ length: 5 }, (_, index) =>
    index % 2 === 0 ? `<path d="M${50 + index * 20} 62 h20 v18 q-10 10 -20 0 Z" fill="${colour}"/>` : '',
  ).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">',
    `<rect width="200" height="200" rx="100" fill="${tint(colour)}"/>`,
    `<rect x="58" y="80" width="84" height="66" fill="#ffffff" stroke="${shade(colour)}" stroke-width="3"/>`,
    `<path d="M50 62 h100 v18 H50 Z" fill="#ffffff" stroke="${shade(colour)}" stroke-width="3"/>`,
    stripes,
    `<rect x="88" y="108" width="24" height="38" fill="${colour}"/>`,
    `<rect x="66" y="96" width="16" height="16" fill="${tint(colour, 0.4)}"/>`,
    `<rect x="118" y="96" width="16" height="16" fill="${tint(colour, 0.4)}"/>`,
    '</svg>',
  ].join('');
}
