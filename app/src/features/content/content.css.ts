import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0, paddingBlock: space.lg });

export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: fontSize.sm, color: color.textMuted });
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: space.xs });
globalStyle(`${crumbs} a`, { color: color.textMuted });

export const layout = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  '@media': { [media.desktop]: { position: 'sticky', top: space.xl } },
});

export const asideTitle = style({ margin: 0, fontSize: fontSize.sm, fontWeight: font.weightSemibold });

export const linkList = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: fontSize.sm, lineHeight: lineHeight.sm });
globalStyle(`${linkList} a`, { color: color.text });
globalStyle(`${linkList} a:hover`, { color: color.brand });

export const prose = style({ maxWidth: '46rem', fontSize: fontSize.md, lineHeight: lineHeight.md, color: color.text });
globalStyle(`${prose} h2`, { marginBlock: `${space.xl} ${space.sm}`, fontSize: fontSize.xl, lineHeight: lineHeight.xl, scrollMarginTop: space.xxl });
globalStyle(`${prose} h3`, { marginBlock: `${space.lg} ${space.xs}`, fontSize: fontSize.lg });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: `0 ${space.md}` });
globalStyle(`${prose} li`, { marginBlockEnd: space.xs });
globalStyle(`${prose} a`, { color: color.brand });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%', marginBlockEnd: space.md, fontSize: fontSize.sm });
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${color.border}`, padding: space.sm, textAlign: 'start' });

export const related = style({ display: 'grid', gap: space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  height: '100%',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  color: color.text,
  textDecoration: 'none',
  boxSizing: 'border-box',
  selectors: { '&:hover': { borderColor: color.brand } },
});

export const cardTitle = style({ fontWeight: font.weightSemibold });
export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const search = style({ display: 'flex', gap: space.sm, maxWidth: '32rem' });

export const groups = style({ display: 'grid', gap: space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const group = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
export const child = style({ paddingInlineStart: space.lg });

/** A guide's picture of the app: a phone's screen, framed, never wider than the text. */
export const shot = style({
  display: 'block',
  width: '100%',
  maxWidth: '18rem',
  height: 'auto',
  marginBlock: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});
