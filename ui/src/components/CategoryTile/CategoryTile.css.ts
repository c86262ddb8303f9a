import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  width: '100%',
  padding: space.xs,
  borderRadius: radius.md,
  color: color.text,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:hover': { backgroundColor: color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const frame = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  backgroundColor: color.brandSoft,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const name = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, overflowWrap: 'anywhere' });
