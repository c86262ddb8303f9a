import { style } from '@vanilla-extract/css';
import { themeVars } from '../theme/contract.css.js';
import { media } from '../theme/tokens.js';
import { fadeIn, fadeOut } from './motion.css.js';

const { color, space, fontSize, lineHeight, font, zIndex, duration } = themeVars;

// Overlay and chrome (header, body, footer) shared by Dialog and Sheet.

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  backgroundColor: color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${duration.fast} ease-in` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.lg,
  paddingBottom: space.sm,
  '@media': {
    [media.tablet]: { padding: space.xl, paddingBottom: space.sm },
  },
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  // Lines the title up with the centre of the close button.
  paddingTop: space.xs,
});

export const title = style({
  margin: 0,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: font.weightBold,
  color: color.text,
});

export const description = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: color.textMuted,
});

export const close = style({
  marginTop: `calc(-1 * ${space.xs})`,
  marginRight: `calc(-1 * ${space.xs})`,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: space.lg,
  paddingBottom: space.lg,
  '@media': {
    [media.tablet]: { paddingInline: space.xl, paddingBottom: space.xl },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.sm,
  padding: space.lg,
  borderTop: `1px solid ${color.border}`,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end', paddingInline: space.xl },
  },
});
