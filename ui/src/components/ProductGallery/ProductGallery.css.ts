import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, radius } = themeVars;

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const main = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  display: 'block',
});

/** Thumbnails scroll inside their own row: never wider than the page. */
export const thumbs = style({ display: 'flex', gap: space.sm, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto', maxWidth: '100%' });

export const thumb = style({
  position: 'relative',
  padding: 0,
  border: `2px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceAlt,
  cursor: 'pointer',
  width: '4rem',
  height: '4rem',
  flex: 'none',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: color.brand },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.75rem',
  height: '1.75rem',
  color: color.onBrand,
});

export const playDisc = style({ fill: color.overlay });
