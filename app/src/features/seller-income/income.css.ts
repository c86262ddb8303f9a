import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const line = style({ border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface, minWidth: 0 });

export const lineSummary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.xs,
  padding: space.md,
  cursor: 'pointer',
  // The code takes what the date, the status and the net leave: in the admin's narrower column too, nothing overlaps.
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto auto', columnGap: space.md, alignItems: 'center' } },
});

export const lineBody = style({ display: 'grid', gap: space.sm, padding: `0 ${space.md} ${space.md}` });

export const breakdown = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${space.xxs} ${space.md}`, margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

/** A dt/dd pair's wrapper (valid in a dl): the grid lays out its children. */
export const breakdownRow = style({ display: 'contents' });

export const breakdownTerm = style({ color: color.textMuted });

export const amount = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: color.text });

export const negative = style([amount, { color: color.danger }]);

export const total = style([amount, { fontWeight: 700 }]);

export const code = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 600 });

export const link = style({ color: color.brand, fontWeight: 600, textUnderlineOffset: '2px', justifySelf: 'start' });

export const notice = style({ margin: 0, padding: space.md, borderRadius: radius.md, background: color.brandSoft, color: color.text });

export const facts = style({ display: 'grid', gap: space.md, '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });

/** A badge in a grid cell keeps its own width (a phone's row would stretch it). */
export const cellStart = style({ justifySelf: 'start' });
