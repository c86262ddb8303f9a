import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, fontSize, font, space } = themeVars;

export const brand = style({
  color: color.brand,
  fontSize: fontSize.xl,
  fontWeight: font.weightBold,
  textDecoration: 'none',
  letterSpacing: '-0.02em',
});

export const main = style({ paddingBlock: space.lg, minHeight: '70vh' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.sm });

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
