import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, size, duration } = themeVars;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const list = recipe({
  base: {
    display: 'flex',
    borderBottom: `1px solid ${color.border}`,
  },
  variants: {
    wrap: {
      // Many tabs on a phone scroll sideways instead of wrapping into a second row.
      false: {
        overflowX: 'auto',
        scrollbarWidth: 'none',
        selectors: { '&::-webkit-scrollbar': { display: 'none' } },
      },
      // Every tab in sight: rows of tabs, the marker stays under the chosen one.
      true: { flexWrap: 'wrap', rowGap: space.xs },
    },
  },
});

export const trigger = recipe({
  base: {
    flexShrink: 0,
    minHeight: size.controlLg,
    paddingInline: space.lg,
    border: 0,
    // The selected marker is a bottom border; the transparent one keeps label heights equal.
    borderBottom: '2px solid transparent',
    marginBottom: '-1px',
    background: 'none',
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    fontWeight: font.weightSemibold,
    color: color.textMuted,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `color ${duration.fast}, border-color ${duration.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { color: color.text },
      '&[data-state="active"]': { color: color.brand, borderBottomColor: color.brand },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  },
  variants: {
    stretch: {
      true: { flex: 1 },
      false: {},
    },
    // Wrapping rows: a label longer than the row (a category name at 320 px) wraps inside its
    // tab instead of pushing the page sideways (WCAG 1.4.10).
    wrap: {
      true: { flexShrink: 1, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' },
      false: {},
    },
  },
});

export const panel = style({
  paddingTop: space.lg,
  selectors: {
    '&:focus-visible': { outlineOffset: '4px' },
  },
});
