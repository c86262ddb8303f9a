import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, fontSize, lineHeight, font, radius, shadow, duration } = themeVars;

export const root = style({
  // The stretched link's ::after is positioned against the card, making all of it clickable.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  transition: `box-shadow ${duration.normal}`,
  selectors: {
    '&:hover': { boxShadow: shadow.md },
  },
});

export const imageFrame = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: color.surfaceAlt,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const chip = style({
  position: 'absolute',
  top: space.xs,
  left: space.xs,
  paddingInline: space.xs,
  borderRadius: radius.sm,
  backgroundColor: color.surface,
  color: color.text,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
  boxShadow: shadow.sm,
});

export const soldOut = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  paddingBlock: space.xs,
  backgroundColor: color.text,
  color: color.surface,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
  textAlign: 'center',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: space.xs,
  padding: space.sm,
  '@media': {
    [media.tablet]: { padding: space.md },
  },
});

export const name = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightRegular,
  color: color.text,
  // Two lines at most, so a grid row keeps its prices aligned.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  // Reserves both lines even for a short name, for the same reason.
  minHeight: `calc(2 * ${lineHeight.sm})`,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The ring is drawn around the whole card (on ::after) rather than around the name.
    '&:focus-visible': { outline: 'none' },
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: radius.md,
    },
    '&:focus-visible::after': {
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.xs,
  marginTop: 'auto',
});

export const sold = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: color.textMuted,
});

/** The running promotion program under the price: its name and end, one line. */
export const promotion = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: color.price,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
});
