import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';
import { BOTTOM_NAV_HEIGHT as BAR_HEIGHT, BOTTOM_NAV_SPACE, SAFE_AREA_BOTTOM as SAFE_BOTTOM } from './bottom-nav-metrics';

const { color, fontSize, font, space, zIndex } = themeVars;

// Issue 31 (WCAG 2.4.11): a control that takes focus near the bottom of a phone's screen is
// scrolled above the fixed bar, not under it; the bar is gone from tablets up.
globalStyle('html', { scrollPaddingBottom: BOTTOM_NAV_SPACE, '@media': { [media.tablet]: { scrollPaddingBottom: 0 } } });

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // Above the page's sticky parts, under every overlay (the chat box, sheets, dialogs).
  zIndex: zIndex.bottomNav,
  display: 'grid',
  // minmax(0, 1fr): five equal fifths even when a label is wider (English at 320 px ran them together).
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  minHeight: BAR_HEIGHT,
  paddingBottom: SAFE_BOTTOM,
  backgroundColor: color.surface,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xxs,
  minHeight: BAR_HEIGHT,
  minWidth: 0,
  paddingInline: space.xxs,
  fontSize: fontSize.xs,
  textAlign: 'center',
  // A label longer than its fifth breaks (hyphenated where the browser knows the language).
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  color: color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: color.brand, fontWeight: font.weightSemibold },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** Room under the page (footer included) so the fixed bar never covers its end; phones only. */
export const spacer = style({
  height: BOTTOM_NAV_SPACE,
  '@media': { [media.tablet]: { display: 'none' } },
});
