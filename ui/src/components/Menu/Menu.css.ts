import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { fadeIn } from '../../internal/motion.css.js';

const { color, space, fontSize, lineHeight, font, radius, shadow, zIndex, size, duration } = themeVars;

export const content = style({
  zIndex: zIndex.modal,
  minWidth: '12rem',
  maxWidth: 'min(20rem, calc(100vw - 16px))',
  padding: space.xs,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  backgroundColor: color.surface,
  boxShadow: shadow.md,
  animation: `${fadeIn} ${duration.fast} ease-out`,
});

export const heading = style({
  padding: `${space.sm} ${space.md}`,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: color.textMuted,
  overflowWrap: 'anywhere',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: size.controlMd,
    paddingInline: space.md,
    borderRadius: radius.sm,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    fontWeight: font.weightSemibold,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: color.surfaceAlt },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      default: { color: color.text },
      danger: { color: color.danger },
    },
  },
});
