import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1340 / 754',
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  objectFit: 'cover',
});

export const meta = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const status = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.pill,
  background: color.brandSoft,
  color: color.brandStrong,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const strip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  gap: space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridAutoColumns: 'calc((100% - 2 * 12px) / 3)' } },
});

export const stripItem = style({ scrollSnapAlign: 'start' });

export const stripLink = style({
  display: 'grid',
  gap: space.xs,
  color: color.text,
  textDecoration: 'none',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 600,
});

export const link = style({ color: color.brand, fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: 600 });
