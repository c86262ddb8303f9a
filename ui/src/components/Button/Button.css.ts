import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { spin } from '../../internal/motion.css.js';

const { color, space, fontSize, lineHeight, font, radius, size, duration } = themeVars;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontFamily: 'inherit',
    fontWeight: font.weightSemibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    // Removes the 300ms tap delay and the grey flash on mobile Safari.
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${duration.fast}, border-color ${duration.fast}, color ${duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: color.brand,
        color: color.onBrand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.brandHover } },
      },
      secondary: {
        backgroundColor: color.surface,
        color: color.text,
        borderColor: color.borderStrong,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.surfaceAlt } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.surfaceAlt } },
      },
      danger: {
        backgroundColor: color.danger,
        color: color.onDanger,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: size.controlSm, paddingInline: space.md, fontSize: fontSize.sm, lineHeight: lineHeight.sm },
      md: { minHeight: size.controlMd, paddingInline: space.lg, fontSize: fontSize.md, lineHeight: lineHeight.md },
      lg: { minHeight: size.controlLg, paddingInline: space.xl, fontSize: fontSize.lg, lineHeight: lineHeight.lg },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.25em',
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: radius.pill,
  animation: `${spin} 700ms linear infinite`,
});
