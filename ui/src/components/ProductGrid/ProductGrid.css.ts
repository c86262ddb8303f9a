import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { space } = themeVars;

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: space.lg },
  },
});

export const item = style({ minWidth: 0 });
