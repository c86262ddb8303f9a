import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const count = style([muted]);

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: space.lg });

/** Wraps on phones: nothing in a toolbar may widen the page. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm, minWidth: 0 });

export const sort = style({ flex: '1 1 12rem', minWidth: 0, maxWidth: '20rem' });

export const sheetFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' });

export const filterForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: font.weightBold,
  color: color.text,
});

export const priceRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space.sm });

export const pageHead = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: space.xxl,
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: font.weightBold,
  color: color.text,
});

export const emptyText = style([muted, { '@media': { [media.tablet]: { maxWidth: '32rem' } } }]);

export const crumb = style({
  color: color.brand,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const lazySection = style({ minWidth: 0 });
