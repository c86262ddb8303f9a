import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const filters = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const batchBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.surfaceAlt,
});

export const code = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', color: color.brand, fontWeight: 600 });

export const cellItems = style({ minWidth: '10rem', overflowWrap: 'anywhere' });

export const results = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xxs, fontSize: fontSize.sm });

export const detail = style({ display: 'grid', gap: space.lg, minWidth: 0, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });

export const card = style({ display: 'grid', gap: space.sm, padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface, minWidth: 0 });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: space.md, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const lineName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// The packing slip: only the order's sheet prints, without the area's frame.
export const printArea = style({});
globalStyle('body:has([data-print-area]) header, body:has([data-print-area]) nav, body:has([data-print-area]) aside', {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${printArea} *`, { '@media': { print: { color: '#000', background: 'transparent', boxShadow: 'none' } } });
