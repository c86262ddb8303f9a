import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.js';

/**
 * The one theme contract: CSS variable references for every token. Styles read tokens only
 * through this object. Its shape comes from the raw tokens so a theme can never miss a key.
 */
export const themeVars = createThemeContract(tokens);

export type ThemeVars = typeof themeVars;
