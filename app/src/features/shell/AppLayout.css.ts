import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, fontSize, font, space } = themeVars;

// One size smaller on phones: the row is tight there, and the system's typeface (tokens.ts) may be
// wider than the one the header was drawn with (DejaVu Sans on a Linux phone or test browser).
export const brand = style({
  color: color.brand,
  fontSize: fontSize.lg,
  '@media': { [media.tablet]: { fontSize: fontSize.xl } },
  fontWeight: font.weightBold,
  textDecoration: 'none',
  letterSpacing: '-0.02em',
});

export const main = style({ paddingBlock: space.lg, minHeight: '70vh' });

// Phones carry brand, language, vouchers, favourites, cart, mini cart and account on one
// 390 px row: the gap is tight there and the language shows its short code (see below).
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xxs,
  '@media': { [media.tablet]: { gap: space.sm } },
});

/** The language's full name: kept for the accessible name on phones, shown from tablets up. */
export const languageFull = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

/** The language's short code ("EN", "VI"), seen on phones only; the full name is its accessible name. */
export const languageShort = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

export const cartGroup = style({ display: 'inline-flex', alignItems: 'center' });

export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  color: color.text,
  borderRadius: '9999px',
  selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});
