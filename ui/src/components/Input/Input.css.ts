import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius, size, duration } = themeVars;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightSemibold,
  color: color.text,
});

export const field = style({
  width: '100%',
  minHeight: size.controlMd,
  paddingInline: space.md,
  paddingBlock: space.sm,
  // 16px minimum: smaller inputs make iOS Safari zoom the whole page on focus.
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  transition: `border-color ${duration.fast}`,
  selectors: {
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: '1px', borderColor: color.focusRing },
    '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' },
    '&:disabled': { backgroundColor: color.surfaceAlt, cursor: 'not-allowed' },
  },
});

export const hint = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightSemibold,
  color: color.danger,
});
