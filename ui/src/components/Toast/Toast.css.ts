import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { fadeOut } from '../../internal/motion.css.js';

const { color, space, fontSize, lineHeight, font, radius, shadow, zIndex, duration } = themeVars;

const slideIn = keyframes({ from: { transform: 'translateY(-100%)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

export const viewport = style({
  position: 'fixed',
  // Phones: top of the screen, so toasts never cover the sticky buy bar at the bottom.
  top: 0,
  left: 0,
  right: 0,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: 0,
  padding: space.md,
  paddingTop: `max(${space.md}, env(safe-area-inset-top))`,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.tablet]: {
      top: 'auto',
      left: 'auto',
      bottom: 0,
      width: '24rem',
      padding: space.xl,
    },
  },
});

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.sm,
    padding: space.md,
    paddingLeft: space.lg,
    backgroundColor: color.surface,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderLeftWidth: '4px',
    borderRadius: radius.md,
    boxShadow: shadow.md,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${duration.normal} ease-out` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${duration.normal} ease-out` },
    },
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: color.brand },
      success: { borderLeftColor: color.success },
      danger: { borderLeftColor: color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const text = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingBlock: space.xs,
});

export const title = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightSemibold,
});

export const description = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: color.textMuted,
});
