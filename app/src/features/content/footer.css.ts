import { globalStyle, style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font } = themeVars;

export const footer = style({ marginBlockStart: space.xxl, paddingBlock: space.xl, background: color.surfaceAlt, borderTop: `1px solid ${color.border}` });

export const columns = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: font.weightSemibold, color: color.text });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: fontSize.sm, lineHeight: lineHeight.sm });
globalStyle(`${list} a`, { color: color.textMuted, textDecoration: 'none' });
globalStyle(`${list} a:hover`, { color: color.brand, textDecoration: 'underline' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({ padding: `${space.xxs} ${space.sm}`, borderRadius: radius.sm, border: `1px solid ${color.border}`, background: color.surface, fontSize: fontSize.xs, color: color.text });

export const legal = style({ marginBlock: `${space.xl} 0`, fontSize: fontSize.xs, color: color.textMuted });
