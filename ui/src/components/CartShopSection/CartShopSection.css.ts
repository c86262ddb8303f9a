import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, radius, fontSize, lineHeight, font } = themeVars;

export const root = style({
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  padding: space.md,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space.sm, paddingBottom: space.sm });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
  paddingTop: space.sm,
  borderTop: `1px solid ${color.border}`,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: color.textMuted,
  fontWeight: font.weightSemibold,
});
