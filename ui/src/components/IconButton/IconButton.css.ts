import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, radius, size, fontSize, duration } = themeVars;

const hover = '&:hover:not(:disabled)';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: radius.pill,
    cursor: 'pointer',
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${duration.fast}`,
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    variant: {
      ghost: { backgroundColor: 'transparent', color: color.text, selectors: { [hover]: { backgroundColor: color.surfaceAlt } } },
      secondary: {
        backgroundColor: color.surface,
        color: color.text,
        borderColor: color.borderStrong,
        selectors: { [hover]: { backgroundColor: color.surfaceAlt } },
      },
      primary: { backgroundColor: color.brand, color: color.onBrand, selectors: { [hover]: { backgroundColor: color.brandHover } } },
    },
    size: {
      sm: { width: size.controlSm, height: size.controlSm, fontSize: fontSize.md },
      md: { width: size.controlMd, height: size.controlMd, fontSize: fontSize.xl },
      lg: { width: size.controlLg, height: size.controlLg, fontSize: fontSize.xxl },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
