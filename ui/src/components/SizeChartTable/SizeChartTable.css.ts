import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: space.sm,
  fontWeight: font.weightSemibold,
  color: color.text,
});

export const headCell = style({
  padding: space.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  backgroundColor: color.surfaceAlt,
  color: color.text,
  fontWeight: font.weightSemibold,
});

export const row = style({
  borderTop: `1px solid ${color.border}`,
  selectors: {
    '&[data-highlighted]': { backgroundColor: color.brandSoft, boxShadow: `inset 4px 0 0 ${color.brand}` },
  },
});

export const rowHead = style({
  padding: space.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  fontWeight: font.weightSemibold,
  color: color.text,
  selectors: { [`${row}[data-highlighted] &`]: { color: color.brandStrong } },
});

export const cell = style({
  padding: space.sm,
  whiteSpace: 'nowrap',
  color: color.text,
  selectors: { [`${row}[data-highlighted] &`]: { color: color.brandStrong, fontWeight: font.weightSemibold } },
});

export const badge = style({
  display: 'inline-block',
  marginInlineStart: space.xs,
  paddingInline: space.xs,
  borderRadius: radius.sm,
  backgroundColor: color.brand,
  color: color.onBrand,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
});
