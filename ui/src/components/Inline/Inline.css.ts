import { recipe } from '@vanilla-extract/recipes';
import { alignVariants, gapVariants, justifyVariants, layoutReset } from '../../internal/layout.css.js';

export const root = recipe({
  base: { ...layoutReset, display: 'flex', flexDirection: 'row' },
  variants: {
    gap: gapVariants,
    align: alignVariants,
    justify: justifyVariants,
    // Wrapping by default: a row of chips must not overflow a 375px screen.
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});
