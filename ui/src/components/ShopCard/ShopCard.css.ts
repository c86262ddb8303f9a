import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    minWidth: 0,
    padding: space.md,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
    backgroundColor: color.surface,
  },
  variants: {
    size: {
      card: {},
      header: { padding: space.lg, '@media': { [media.tablet]: { padding: space.xl } } },
    },
  },
});

export const top = style({ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' });

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  color: color.brand,
  fontSize: fontSize.xl,
  lineHeight: lineHeight.xl,
  fontWeight: font.weightBold,
});

export const avatar = recipe({
  base: { flexShrink: 0, borderRadius: radius.pill, objectFit: 'cover', backgroundColor: color.surfaceAlt },
  variants: {
    size: {
      card: { width: '3rem', height: '3rem' },
      header: { width: '4.5rem', height: '4.5rem', '@media': { [media.tablet]: { width: '6rem', height: '6rem' } } },
    },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, flex: '1 1 12rem', minWidth: 0 });

export const nameRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: space.xs });

export const name = recipe({
  base: { margin: 0, color: color.text, fontWeight: font.weightSemibold, overflowWrap: 'anywhere' },
  variants: {
    size: {
      card: { fontSize: fontSize.md, lineHeight: lineHeight.md },
      header: { fontSize: fontSize.xxl, lineHeight: lineHeight.xxl, fontWeight: font.weightBold },
    },
  },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px', borderRadius: radius.sm },
  },
});

export const badge = style({
  paddingInline: space.xs,
  borderRadius: radius.sm,
  backgroundColor: color.surfaceAlt,
  color: color.text,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.sm, marginInlineStart: 'auto' });
