import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight } = themeVars;

export const empty = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const link = style({ color: color.brand, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: 600 });

export const cell = style({ position: 'relative', height: '100%' });

/** Above the card's stretched link, so the heart is its own tap target. */
export const heart = style({ position: 'absolute', top: space.sm, right: space.sm, zIndex: 2 });
