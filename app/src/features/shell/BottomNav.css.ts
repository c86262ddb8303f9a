import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, fontSize, font, space, zIndex } = themeVars;

/** The bar's height without the phone's safe area; the page keeps this much free below its content. */
const BAR_HEIGHT = '3.5rem';
const SAFE_BOTTOM = 'env(safe-area-inset-bottom, 0px)';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: zIndex.header,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
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
  fontSize: fontSize.xs,
  color: color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: color.brand, fontWeight: font.weightSemibold },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** Room under the page (footer included) so the fixed bar never covers its end; phones only. */
export const spacer = style({
  height: `calc(${BAR_HEIGHT} + ${SAFE_BOTTOM})`,
  '@media': { [media.tablet]: { display: 'none' } },
});
