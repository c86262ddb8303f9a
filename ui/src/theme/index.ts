/**
 * The theme entry. Importing it once applies everything global: the light theme's token
 * values on :root and the global styles (the system's typeface, tokens.ts `font`)
 * (`import '@modavi/ui/theme'` in the app's main). It also exports the contract and raw values
 * for the app's own `.css.ts` files: `import { themeVars, media } from '@modavi/ui/theme'`.
 * `@modavi/ui/global.css` is the same side effect on its own.
 */
import './global.css.js';

export { themeVars, type ThemeVars } from './contract.css.js';
export {
  tokens,
  color,
  space,
  fontSize,
  lineHeight,
  font,
  radius,
  shadow,
  zIndex,
  size,
  duration,
  breakpoints,
  media,
  contrastPairs,
  type Tokens,
  type ColorToken,
  type SpaceToken,
  type FontSizeToken,
  type ContrastPair,
} from './tokens.js';
