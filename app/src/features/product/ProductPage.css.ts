import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const layout = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const shop = style({ color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm, margin: 0 });

export const alert = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.dangerSoft,
  color: color.danger,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const facts = style({ margin: 0, paddingLeft: space.lg, color: color.text, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const description = style({
  whiteSpace: 'pre-line',
  margin: 0,
  color: color.text,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
});

export const page = style({ minWidth: 0 });

export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, flexWrap: 'wrap' });

/** The running promotion program under the price (issue 25): its name and end, then its units left and per-order limit. */
export const promotion = style({ margin: 0, color: color.price, fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: 600 });
export const promotionTerms = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
