import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, fontSize, lineHeight, font, radius, size } = themeVars;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    border: `1px solid ${color.borderStrong}`,
    borderRadius: radius.md,
    backgroundColor: color.surface,
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { height: size.controlSm },
      md: { height: size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  height: '100%',
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: color.text,
  fontSize: fontSize.md,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: color.surfaceAlt },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const value = style({
  width: '3rem',
  minWidth: 0,
  padding: 0,
  border: 0,
  borderInline: `1px solid ${color.border}`,
  backgroundColor: color.surface,
  color: color.text,
  // 16px keeps iOS Safari from zooming when the field is focused.
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: font.weightSemibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { color: color.textMuted },
  },
});
