import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius, size } = themeVars;

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const label = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: font.weightSemibold, color: color.text });

export const field = style({
  width: '100%',
  minHeight: size.controlMd,
  paddingInline: space.md,
  paddingBlock: space.xs,
  // 16px: smaller controls make iOS Safari zoom on focus.
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  selectors: { '&:focus-visible': { outlineOffset: '1px', borderColor: color.focusRing } },
});
