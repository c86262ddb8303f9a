import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { space } = themeVars;

export const list = style({ display: 'grid', gap: space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({ justifyContent: 'flex-start', gap: space.md });

// Brand colours of the marks; the text on them is white (or black on Google's white disc).
export const google = style({ fill: '#ffffff', stroke: '#dadce0', color: '#1a73e8', selectors: { '& text': { fill: '#1a73e8' } } });
export const facebook = style({ fill: '#1877f2', selectors: { '& text': { fill: '#ffffff' } } });
export const zalo = style({ fill: '#0068ff', selectors: { '& text': { fill: '#ffffff' } } });
export const apple = style({ fill: '#000000', selectors: { '& path': { fill: '#ffffff' } } });
