import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius, size, duration } = themeVars;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minWidth: 0,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.xs,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightSemibold,
  color: color.text,
});

export const selected = style({
  fontWeight: font.weightRegular,
  color: color.textMuted,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

export const option = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: size.controlMd,
    paddingBlock: space.xs,
    paddingInline: space.md,
    border: `1px solid ${color.borderStrong}`,
    borderRadius: radius.md,
    backgroundColor: color.surface,
    color: color.text,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    textAlign: 'left',
    cursor: 'pointer',
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: color.brand },
      '&[data-state="on"]': {
        borderColor: color.brand,
        backgroundColor: color.brandSoft,
        color: color.brandStrong,
        // A thicker edge so "selected" does not rely on colour alone.
        boxShadow: `inset 0 0 0 1px ${color.brand}`,
        fontWeight: font.weightSemibold,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        borderStyle: 'dashed',
        borderColor: color.border,
        backgroundColor: color.surfaceAlt,
        color: color.textMuted,
      },
    },
  },
  variants: {
    withImage: {
      true: { paddingLeft: space.xs },
      false: {},
    },
  },
  defaultVariants: { withImage: false },
});

export const thumb = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: radius.sm,
  selectors: {
    [`${option.classNames.base}:disabled &`]: { opacity: 0.5 },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
});

export const label = style({
  selectors: {
    // Sold-out options are struck through, so "unavailable" shows without relying on colour.
    [`${option.classNames.base}:disabled &`]: { textDecoration: 'line-through' },
  },
});

export const hint = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightRegular,
  color: color.textMuted,
  selectors: {
    [`${option.classNames.base}[data-state="on"] &`]: { color: color.brandStrong },
  },
});
