import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, fontSize, space } = themeVars;

export const form = style({ display: 'grid', gap: space.md });

export const reason = style({ margin: 0, color: color.text, fontSize: fontSize.md });

export const note = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm });

export const alert = style({ margin: 0, color: color.danger, fontSize: fontSize.sm, fontWeight: 600 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const switchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  margin: 0,
  color: color.textMuted,
  fontSize: fontSize.sm,
});

export const divider = style({ margin: 0, textAlign: 'center', color: color.textMuted, fontSize: fontSize.sm });

export const section = style({ display: 'grid', gap: space.md, paddingTop: space.md });
