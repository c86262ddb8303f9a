import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font } = themeVars;

export const panel = style({ padding: space.lg, borderRadius: radius.lg, border: `1px solid ${color.border}`, minWidth: 0 });

export const promises = style({
  margin: 0,
  paddingLeft: space.lg,
  display: 'grid',
  gap: space.xs,
  color: color.text,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

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

export const fitTitle = style({
  margin: 0,
  fontWeight: font.weightBold,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
});

export const reasons = style({
  margin: 0,
  paddingLeft: space.lg,
  display: 'grid',
  gap: space.xxs,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const reasonFits = style({ color: color.success });

export const reasonOff = style({ color: color.text });

export const dialogFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' });

export const measureForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.md,
});
