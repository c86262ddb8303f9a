import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, font, radius } = themeVars;

export const brandLink = style({ color: color.brand, textDecoration: 'none', fontSize: fontSize.lg, fontWeight: font.weightBold, whiteSpace: 'nowrap' });

export const brandSuffix = style({
  display: 'none',
  marginInlineStart: space.sm,
  color: color.text,
  fontWeight: font.weightSemibold,
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  paddingInline: space.sm,
  borderRadius: radius.pill,
  color: color.text,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: color.surfaceAlt }, '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

/** The words beside the icon from tablets up; on phones the icon's link keeps them as its name. */
export const backLinkText = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const shopName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: color.text, fontWeight: font.weightSemibold });

/** Phones have room for the shop's name only; the status shows from tablets up. */
export const status = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
  flexShrink: 0,
  paddingInline: space.sm,
  paddingBlock: space.xxs,
  borderRadius: radius.pill,
  background: color.successSoft,
  color: color.success,
  fontSize: fontSize.xs,
  fontWeight: font.weightSemibold,
});
