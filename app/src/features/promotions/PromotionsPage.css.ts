import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const subtitle = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const program = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
});

export const programHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const status = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.pill,
  background: color.priceSoft,
  color: color.price,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 600,
});

export const countdown = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.text });

export const clock = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: color.price });

export const terms = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.xxs,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: color.textMuted,
});

export const cell = style({ display: 'grid', gap: space.xs });

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
});

export const seeAll = style({ color: color.brand, fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: 600 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg });
