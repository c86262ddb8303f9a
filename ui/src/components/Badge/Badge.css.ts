import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, font, radius } = themeVars;

/** Wraps the anchor (e.g. the cart IconButton) so the bubble can sit on its corner. */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
});

export const bubble = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: space.xs,
    borderRadius: radius.pill,
    fontSize: fontSize.xs,
    lineHeight: 1,
    fontWeight: font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    // Taps go to the control underneath, not the bubble.
    pointerEvents: 'none',
  },
  variants: {
    tone: {
      brand: { backgroundColor: color.brand, color: color.onBrand },
      danger: { backgroundColor: color.danger, color: color.onDanger },
    },
    placed: {
      // A ring of surface colour separates the bubble from the icon it overlaps.
      true: { position: 'absolute', top: 0, right: 0, transform: 'translate(25%, -25%)', boxShadow: `0 0 0 2px ${color.surface}` },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', placed: false },
});
