import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, paddingBlock: space.lg });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: space.sm, flex: '1 1 16rem', minWidth: 0 });

export const searchInput = style({ flex: '1 1 auto', minWidth: 0 });

export const tableWrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const table = style({ width: '100%', minWidth: '40rem', borderCollapse: 'collapse', fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const th = style({
  textAlign: 'start',
  padding: space.md,
  borderBottom: `1px solid ${color.border}`,
  backgroundColor: color.surfaceAlt,
  fontWeight: font.weightSemibold,
  whiteSpace: 'nowrap',
});

export const td = style({ padding: space.md, borderBottom: `1px solid ${color.border}`, verticalAlign: 'middle' });

export const link = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'underline' });

export const empty = style({ margin: 0, padding: space.xl, textAlign: 'center', color: color.textMuted });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(10rem, 14rem) 1fr' } },
});

export const term = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, fontWeight: font.weightSemibold });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0 });

export const photo = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'contain',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  backgroundColor: color.surfaceAlt,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: space.md,
  fontFamily: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' } },
});

export const error = style({ margin: 0, color: color.danger, fontSize: fontSize.sm });

export const badge = style({
  display: 'inline-block',
  paddingInline: space.sm,
  paddingBlock: space.xxs,
  borderRadius: radius.pill,
  backgroundColor: color.brandSoft,
  color: color.brandStrong,
  fontSize: fontSize.xs,
  fontWeight: font.weightSemibold,
  whiteSpace: 'nowrap',
});

export const detailRow = style({ display: 'contents' });
