import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, radius, fontSize, lineHeight, font } = themeVars;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radius.pill,
    backgroundColor: color.brand,
    color: color.onBrand,
    fontWeight: font.weightBold,
  },
  variants: {
    size: {
      sm: { width: '1.75rem', height: '1.75rem', fontSize: fontSize.sm, lineHeight: lineHeight.sm },
      lg: {
        width: '4.5rem',
        height: '4.5rem',
        fontSize: fontSize.xxl,
        lineHeight: lineHeight.xxl,
        '@media': { [media.tablet]: { width: '6rem', height: '6rem', fontSize: fontSize.xxxl } },
      },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
