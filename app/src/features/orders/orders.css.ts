import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  alignItems: 'baseline',
});

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const text = style({ margin: 0, color: color.text, fontSize: fontSize.md, lineHeight: lineHeight.md, whiteSpace: 'pre-line' });

export const status = style({
  display: 'inline-block',
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.md,
  background: color.brandSoft,
  color: color.brandStrong,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 600,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const item = style({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: space.md, alignItems: 'center' });

export const thumb = style({ width: '56px', height: '56px', objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt });

export const itemName = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.text, overflowWrap: 'anywhere' });

export const link = style({ color: color.brand, fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: '2px' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.lg,
  rowGap: space.xs,
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});
globalStyle(`${facts} dt`, { color: color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, color: color.text, overflowWrap: 'anywhere' });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  borderLeft: `2px solid ${color.border}`,
  paddingLeft: space.md,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: space.md });

export const notice = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.surfaceAlt,
  color: color.text,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const alert = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.dangerSoft,
  color: color.danger,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const layout = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.xs, minWidth: 0 });


export const label = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: 600, color: color.text });

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  padding: space.sm,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  font: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
  background: color.surface,
  resize: 'vertical',
  boxSizing: 'border-box',
});

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const imageTile = style({ position: 'relative', display: 'grid', gap: space.xxs, justifyItems: 'center' });

export const image = style({ width: '72px', height: '72px', objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt });

/** The refunds of an order, one block each, separated by a rule. */
export const moneyBackList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
globalStyle(`${moneyBackList} > li + li`, { borderTop: `1px solid ${color.border}`, paddingTop: space.md });
