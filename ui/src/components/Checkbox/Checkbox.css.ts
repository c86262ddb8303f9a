import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, radius, duration } = themeVars;

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space.sm,
  minWidth: 0,
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  // Centres the box on the first line of a label that may wrap.
  marginTop: `calc((${lineHeight.md} - 1.25rem) / 2)`,
  padding: 0,
  border: `2px solid ${color.borderStrong}`,
  borderRadius: radius.sm,
  backgroundColor: color.surface,
  color: color.onBrand,
  cursor: 'pointer',
  transition: `background-color ${duration.fast}, border-color ${duration.fast}`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: color.brand,
      borderColor: color.brand,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({
  display: 'inline-flex',
  fontSize: fontSize.sm,
});

export const label = style({
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
  cursor: 'pointer',
  userSelect: 'none',
});
