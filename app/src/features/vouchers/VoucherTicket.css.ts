import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const ticket = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  overflow: 'hidden',
});

export const stub = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.sm,
  background: color.brand,
  color: color.onBrand,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 700,
  textAlign: 'center',
  borderRight: `2px dashed ${color.surface}`,
});

export const body = style({ display: 'grid', gap: space.xs, padding: space.md });

export const name = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: 700, color: color.text });

export const line = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.textMuted });

export const offer = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, color: color.price, fontWeight: 600 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const chip = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.sm,
  background: color.brandSoft,
  color: color.brandStrong,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
});

export const refusal = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.danger });

export const usable = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.success });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, flexWrap: 'wrap' });
