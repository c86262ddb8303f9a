import { globalStyle } from '@vanilla-extract/css';
// The token values must exist wherever global styles do; importing the theme here means the
// app needs only `import '@modavi/ui/global.css'`.
import './theme.css.js';
import { themeVars } from './contract.css.js';
import { media } from './tokens.js';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  // Stops iOS from inflating text after rotating to landscape.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: themeVars.font.body,
  fontSize: themeVars.fontSize.md,
  lineHeight: themeVars.lineHeight.md,
  fontWeight: themeVars.font.weightRegular,
  color: themeVars.color.text,
  backgroundColor: themeVars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, svg, video', {
  display: 'block',
  maxWidth: '100%',
});

// Form controls do not inherit fonts by default; without this they fall back to system fonts
// that lack some Vietnamese glyph shapes.
globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(':focus-visible', {
  outline: `2px solid ${themeVars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
