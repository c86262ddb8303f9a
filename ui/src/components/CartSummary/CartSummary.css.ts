import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, shadow, zIndex, fontSize, lineHeight, font } = themeVars;

// Sticks to the bottom on phones, where the buy bar is always in reach of a thumb.
export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.md,
  background: color.surface,
  borderTop: `1px solid ${color.border}`,
  boxShadow: shadow.md,
  '@media': { [media.desktop]: { borderRadius: '12px' } },
});

export const total = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: space.xxs });

export const totalLabel = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.text, fontWeight: font.weightSemibold });

export const hint = style({ fontSize: fontSize.xs, lineHeight: lineHeight.xs, color: color.textMuted });

export const right = style({ display: 'flex', alignItems: 'center', gap: space.md, marginLeft: 'auto' });
