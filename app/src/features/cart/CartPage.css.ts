import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, fontSize, lineHeight } = themeVars;

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });
