import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { space, size } = themeVars;

export const root = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: space.md,
    '@media': {
      [media.tablet]: { paddingInline: space.xl },
      [media.desktop]: { paddingInline: space.xxl },
    },
  },
  variants: {
    width: {
      /** The page width: catalogue grids, header. */
      page: { maxWidth: size.container },
      /** Reading and form width: checkout, account, articles. */
      narrow: { maxWidth: size.containerNarrow },
    },
  },
  defaultVariants: { width: 'page' },
});
