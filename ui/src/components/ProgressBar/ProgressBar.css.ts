import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, radius, space, fontSize } = themeVars;

export const root = style({ display: 'grid', gap: space.xs, fontSize: fontSize.sm, color: color.textMuted });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: radius.pill,
  backgroundColor: color.surfaceAlt,
  border: `1px solid ${color.border}`,
});

export const indicator = style({
  height: '100%',
  width: '100%',
  backgroundColor: color.brand,
  transition: 'transform 160ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
