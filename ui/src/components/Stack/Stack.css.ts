import { recipe } from '@vanilla-extract/recipes';
import { alignVariants, gapVariants, justifyVariants, layoutReset } from '../../internal/layout.css.js';

export const root = recipe({
  base: { ...layoutReset, display: 'flex', flexDirection: 'column' },
  variants: {
    gap: gapVariants,
    align: alignVariants,
    justify: justifyVariants,
  },
  defaultVariants: { gap: 'md', align: 'stretch', justify: 'start' },
});
