import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight } = themeVars;

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const radio = style({ display: 'flex', gap: space.sm, alignItems: 'flex-start', cursor: 'pointer' });

export const radioInput = style({ marginTop: space.xs, width: '1.125rem', height: '1.125rem', accentColor: color.brand, flexShrink: 0 });

export const radioCard = style({ flex: 1, minWidth: 0 });
