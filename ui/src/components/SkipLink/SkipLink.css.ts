import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, radius, zIndex } = themeVars;

export const root = style({
  position: 'absolute',
  left: space.sm,
  top: '-100px',
  zIndex: zIndex.toast,
  padding: `${space.sm} ${space.lg}`,
  background: color.surface,
  color: color.brandStrong,
  borderRadius: radius.md,
  selectors: { '&:focus': { top: space.sm } },
});
