import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const page = style({ display: 'grid', gap: space.lg, minWidth: 0 });

export const head = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.md });

export const toolbar = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const th = style({
  textAlign: 'left',
  padding: `${space.sm} ${space.md}`,
  color: color.textMuted,
  fontWeight: 600,
  borderBottom: `1px solid ${color.border}`,
  whiteSpace: 'nowrap',
  background: color.surfaceAlt,
});

export const td = style({ padding: `${space.sm} ${space.md}`, borderBottom: `1px solid ${color.border}`, verticalAlign: 'middle', color: color.text });

export const cellTitle = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: '10rem', color: color.brand, textUnderlineOffset: '2px' });

export const actions = style({ display: 'flex', flexWrap: 'nowrap', gap: space.xs, justifyContent: 'flex-end', alignItems: 'center' });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: space.md, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const empty = style({
  display: 'grid',
  gap: space.md,
  justifyItems: 'center',
  padding: space.xl,
  border: `1px dashed ${color.borderStrong}`,
  borderRadius: radius.md,
  textAlign: 'center',
});

export const alert = style({ margin: 0, padding: space.md, borderRadius: radius.md, background: color.dangerSoft, color: color.danger });

export const badge = style({
  display: 'inline-block',
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.pill,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  background: color.surfaceAlt,
  color: color.text,
});

export const badgeOn = style([badge, { background: color.successSoft, color: color.text }]);

export const form = style({ display: 'grid', gap: space.lg, maxWidth: '48rem' });

export const formGrid = style({ display: 'grid', gap: space.md, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });

export const fieldset = style({ display: 'grid', gap: space.sm, border: `1px solid ${color.border}`, borderRadius: radius.md, padding: space.md, margin: 0, minWidth: 0 });

export const legend = style({ padding: `0 ${space.xs}`, fontWeight: 600, fontSize: fontSize.md, color: color.text });

export const error = style({ margin: 0, color: color.danger, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const pickList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs, maxHeight: '18rem', overflowY: 'auto' });

export const pickItem = style({ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 });

export const thumb = style({ width: '40px', height: '40px', flex: 'none', objectFit: 'cover', borderRadius: radius.sm, background: color.surfaceAlt });

export const details = style({ display: 'grid', gap: space.sm, margin: 0, '@media': { [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } } });

export const term = style({ color: color.textMuted, fontSize: fontSize.sm, fontWeight: 600 });

export const definition = style({ margin: 0, color: color.text, overflowWrap: 'anywhere' });

export const preview = style({ boxSizing: 'border-box', display: 'block', width: '100%', maxWidth: '100%', minWidth: 0, objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt, border: `1px solid ${color.border}` });

export const gridInput = style({ width: '100%', minWidth: '5rem', padding: space.xs, border: `1px solid ${color.borderStrong}`, borderRadius: radius.sm, font: 'inherit', color: color.text, background: color.surface });

export const gridInputInvalid = style([gridInput, { borderColor: color.danger }]);

/** The small banner's preview: its own width at most, as a phone shows it. */
export const previewSmall = style([preview, { maxWidth: '343px' }]);

/** A shop's square avatar is previewed at the size buyers see it. */
export const previewAvatar = style([preview, { maxWidth: '10rem' }]);
