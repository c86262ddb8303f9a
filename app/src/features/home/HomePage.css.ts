import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight } = themeVars;

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.xl,
  borderRadius: radius.xl,
  background: color.brandSoft,
});

export const subtitle = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: space.lg });
