/**
 * The theme entry. Importing it once applies everything global: the Be Vietnam Pro font
 * faces, the light theme's token values on :root, and the global styles
 * (`import '@modavi/ui/theme'` in the app's main). It also exports the contract and raw values
 * for the app's own `.css.ts` files: `import { themeVars, media } from '@modavi/ui/theme'`.
 * `@modavi/ui/fonts` and `@modavi/ui/global.css` are the same side effects one at a time.
 */
import './fonts.js';
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
