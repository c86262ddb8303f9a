import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, radius, size } = themeVars;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: size.controlMd,
  paddingInline: space.md,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
  backgroundColor: color.surface,
  color: color.textMuted,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  textAlign: 'left',
  cursor: 'text',
  selectors: {
    '&:hover': { borderColor: color.brand },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: fontSize.lg });

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
