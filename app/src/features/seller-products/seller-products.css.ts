import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const page = style({ display: 'grid', gap: space.lg, minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'end',
});
export const grow = style({ flex: '1 1 220px', minWidth: 0 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '56px minmax(0, 1fr) auto',
      alignItems: 'center',
    },
  },
});
export const thumb = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: radius.md,
  background: color.surfaceAlt,
});
export const name = style({
  margin: 0,
  fontWeight: 600,
  color: color.text,
  overflowWrap: 'anywhere',
});
export const muted = style({
  margin: 0,
  color: color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});
export const alert = style({
  margin: 0,
  color: color.danger,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});
export const link = style({
  color: color.brand,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
export const pager = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'center',
});
export const empty = style({
  padding: space.xl,
  textAlign: 'center',
  color: color.textMuted,
  border: `1px dashed ${color.border}`,
  borderRadius: radius.md,
});
/** The classifications' holder: no box of its own, so they sit in the form's flow as before (it only scopes the focus move). */
export const classifications = style({ display: 'contents' });
export const section = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  minWidth: 0,
});
export const legend = style({
  fontWeight: 700,
  fontSize: fontSize.md,
  padding: 0,
});
export const fields = style({
  display: 'grid',
  gap: space.md,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    },
  },
});
export const textarea = style({
  width: '100%',
  minHeight: '140px',
  padding: space.sm,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  font: 'inherit',
  color: color.text,
  background: color.surface,
  boxSizing: 'border-box',
});
export const label = style({
  fontWeight: 600,
  fontSize: fontSize.sm,
  color: color.text,
});
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: '420px',
  fontSize: fontSize.sm,
});
export const cell = style({
  borderBottom: `1px solid ${color.border}`,
  padding: space.xs,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const cellInput = style({
  width: '100%',
  minWidth: '90px',
  minHeight: '40px',
  padding: space.xs,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.sm,
  font: 'inherit',
  boxSizing: 'border-box',
});
export const optionRow = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '2fr 1fr 1fr auto',
      alignItems: 'end',
    },
  },
});
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  justifyContent: 'flex-end',
});
export const mediaField = style({ display: 'grid', gap: space.sm, minWidth: 0 });
export const videoPreview = style({ display: 'grid', gap: space.sm, justifyItems: 'start', maxWidth: '360px' });
// A phone clip is usually portrait: the box keeps its height in check on a desktop form.
export const video = style({ width: '100%', maxHeight: '320px', borderRadius: radius.md, background: color.text });
/** A classification option's one photo: a small tile beside its name, price and stock. */
export const optionImage = style({ gridColumn: '1 / -1', minWidth: 0 });
