import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.lg,
  flexWrap: 'wrap',
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: space.xs, flex: '1 1 12rem', minWidth: 0 });

export const name = style({ margin: 0, fontSize: fontSize.xl, lineHeight: lineHeight.xl, fontWeight: font.weightBold, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const stats = style({ display: 'flex', gap: space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const stat = style({ display: 'flex', flexDirection: 'column' });

export const statValue = style({ fontWeight: font.weightBold, fontSize: fontSize.lg, lineHeight: lineHeight.lg });

export const statLabel = style({ color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
