import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font, shadow } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, paddingBlock: space.lg, minWidth: 0 });

export const hero = style({ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.xl, borderRadius: radius.xl, background: color.brandSoft });

export const lead = style({ margin: 0, fontSize: fontSize.lg, lineHeight: lineHeight.lg, color: color.text, maxWidth: '40rem' });

export const features = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const feature = style({ display: 'flex', flexDirection: 'column', gap: space.xs, padding: space.lg, borderRadius: radius.lg, border: `1px solid ${color.border}` });

export const text = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

/** On phones the store links stay at the bottom of the screen while the page scrolls (spec 2). */
export const stores = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: space.sm,
  padding: space.sm,
  marginInline: `calc(-1 * ${space.sm})`,
  background: color.surface,
  boxShadow: shadow.md,
  '@media': { [media.tablet]: { position: 'static', boxShadow: 'none', padding: 0, marginInline: 0, gap: space.md } },
});

export const store = style({
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  background: color.text,
  color: color.surface,
  textDecoration: 'none',
  '@media': { [media.tablet]: { flex: '0 0 auto', minWidth: '12rem' } },
});

export const storeSmall = style({ fontSize: fontSize.xs, lineHeight: lineHeight.xs });
export const storeName = style({ fontSize: fontSize.lg, lineHeight: lineHeight.lg, fontWeight: font.weightSemibold });
