import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space.sm,
  rowGap: space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const sale = recipe({
  base: {
    color: color.price,
    fontWeight: font.weightBold,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: fontSize.md, lineHeight: lineHeight.md },
      md: { fontSize: fontSize.lg, lineHeight: lineHeight.lg },
      lg: { fontSize: fontSize.xxl, lineHeight: lineHeight.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const original = recipe({
  base: {
    color: color.textMuted,
    textDecoration: 'line-through',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: fontSize.xs, lineHeight: lineHeight.xs },
      md: { fontSize: fontSize.sm, lineHeight: lineHeight.sm },
      lg: { fontSize: fontSize.md, lineHeight: lineHeight.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const chip = style({
  alignSelf: 'center',
  paddingInline: space.xs,
  borderRadius: radius.sm,
  backgroundColor: color.priceSoft,
  color: color.price,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
  whiteSpace: 'nowrap',
});
