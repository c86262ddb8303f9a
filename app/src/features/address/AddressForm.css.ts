import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { space } = themeVars;

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const flags = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, justifyContent: 'flex-end' });

export const error = style({
  margin: 0,
  color: themeVars.color.danger,
  fontSize: themeVars.fontSize.sm,
  lineHeight: themeVars.lineHeight.sm,
});
