import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, font } = themeVars;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const link = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'underline' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
