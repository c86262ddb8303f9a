import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius, size } = themeVars;

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.controlLg,
  paddingInlineStart: space.md,
  paddingInlineEnd: space.xs,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
  backgroundColor: color.surface,
  selectors: {
    '&:focus-within': { borderColor: color.focusRing, boxShadow: `0 0 0 1px ${color.focusRing}` },
  },
});

export const icon = style({ display: 'inline-flex', color: color.textMuted, fontSize: fontSize.lg });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: size.controlMd,
  border: 'none',
  background: 'transparent',
  color: color.text,
  // 16px minimum: smaller inputs make iOS Safari zoom the page on focus.
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    // The field draws its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({ flexShrink: 0 });

export const submit = style({ flexShrink: 0, borderRadius: radius.pill });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupLabel = style({
  paddingInline: space.sm,
  paddingBlock: space.xs,
  color: color.textMuted,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: font.weightSemibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: size.controlLg,
  paddingInline: space.sm,
  paddingBlock: space.xs,
  borderRadius: radius.md,
  color: color.text,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: color.surfaceAlt, boxShadow: `inset 3px 0 0 ${color.brand}` },
  },
});

export const thumb = style({
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: radius.sm,
  backgroundColor: color.surfaceAlt,
});

export const optionLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const hint = style({ flexShrink: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
