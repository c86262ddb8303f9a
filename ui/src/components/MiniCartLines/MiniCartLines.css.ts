import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, radius, fontSize, lineHeight } = themeVars;

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.sm });

export const line = style({ display: 'grid', gridTemplateColumns: '3.5rem minmax(0, 1fr)', gap: space.sm, alignItems: 'center' });

export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const name = style({
  color: color.text,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({ display: 'flex', alignItems: 'baseline', gap: space.xs, color: color.textMuted, fontSize: fontSize.xs, lineHeight: lineHeight.xs });

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
