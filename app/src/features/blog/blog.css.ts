import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font } = themeVars;

export const topics = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const topic = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: color.brand },
    '&[aria-current="page"]': { background: color.brandSoft, borderColor: color.brand, color: color.brandStrong, fontWeight: font.weightSemibold },
  },
});

export const cards = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  overflow: 'hidden',
  background: color.surface,
  color: color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: color.brand } },
});

export const cover = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: color.surfaceAlt });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: space.xs, padding: space.lg, flex: 1 });
export const cardTitle = style({ margin: 0, fontSize: fontSize.lg, lineHeight: lineHeight.lg, fontWeight: font.weightSemibold });
export const cardSummary = style({
  margin: 0,
  color: color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xxs} ${space.sm}`, margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
export const category = style({ color: color.brandStrong, fontWeight: font.weightSemibold });
globalStyle(`${meta} > * + *::before`, { content: '"·"', marginInlineEnd: space.sm, color: color.textMuted, fontWeight: 'normal' });

export const hero = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: radius.lg, background: color.surfaceAlt, maxWidth: '60rem' });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.sm });
export const note = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm });
