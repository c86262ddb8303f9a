import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { space } = themeVars;

export const list = style({ display: 'grid', gap: space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({ justifyContent: 'flex-start', gap: space.md });

// The providers' brand colours: the disc, and the letter or logo on it.
export const disc = styleVariants({
  google: { fill: '#ffffff', stroke: '#dadce0' },
  facebook: { fill: '#1877f2' },
  zalo: { fill: '#0068ff' },
  apple: { fill: '#000000' },
});

export const glyph = styleVariants({
  google: { fill: '#1a73e8' },
  facebook: { fill: '#ffffff' },
  zalo: { fill: '#ffffff' },
  apple: { fill: '#ffffff' },
});
