import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const cards = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const card = style({ display: 'grid', gap: space.xs, padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface, minWidth: 0 });

export const cardLabel = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const cardValue = style({ margin: 0, color: color.text, fontSize: fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', alignContent: 'start', gap: space.sm, padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface, minWidth: 0 });

export const columns = style({ display: 'grid', gap: space.lg, '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, minWidth: 0 });

export const rowName = style({ overflowWrap: 'anywhere', minWidth: 0, color: color.text });

export const warning = style({ margin: 0, padding: space.md, borderRadius: radius.md, background: color.dangerSoft, color: color.danger, fontWeight: 600 });

export const period = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm });

export const chart = style({ width: '100%', minHeight: '260px', overflow: 'hidden' });

/** The way to the shop's income (issue 28) beside the report. */
export const incomeLink = style({ alignSelf: 'center', color: color.brand, fontWeight: 600, textUnderlineOffset: '2px' });
