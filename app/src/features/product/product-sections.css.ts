import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font } = themeVars;


export const mediaBox = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const mediaMain = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  display: 'block',
});

/** Thumbnails scroll inside their own row: never wider than the page. */
export const thumbs = style({ display: 'flex', gap: space.sm, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto', maxWidth: '100%' });

export const thumb = style({
  position: 'relative',
  padding: 0,
  border: `2px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceAlt,
  cursor: 'pointer',
  width: '4rem',
  height: '4rem',
  flex: 'none',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: color.brand },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.75rem',
  height: '1.75rem',
  color: color.onBrand,
});

export const playDisc = style({ fill: color.overlay });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const panel = style({ padding: space.lg, borderRadius: radius.lg, border: `1px solid ${color.border}`, minWidth: 0 });

export const promises = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs, color: color.text, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const conditions = style({ margin: `${space.xs} 0 0`, paddingLeft: space.lg, color: color.textMuted });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xs,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', gap: space.xs, flexWrap: 'wrap' });

export const note = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const shop = style({ minWidth: 0 });

export const shopActions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

/** The size table may be wider than a phone: it scrolls inside its own box. */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

export const fit = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const fitTitle = style({ margin: 0, fontWeight: font.weightBold, fontSize: fontSize.md, lineHeight: lineHeight.md, color: color.text });

export const reasons = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xxs, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const reasonFits = style({ color: color.success });

export const reasonOff = style({ color: color.text });

export const dialogFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' });

export const measureForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.md,
});
