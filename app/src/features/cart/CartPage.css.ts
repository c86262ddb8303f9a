import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, fontSize, lineHeight, space } = themeVars;

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const invalidHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});
