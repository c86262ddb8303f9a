import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight } = themeVars;

/** Wide enough for suggestions with thumbnails; on phones the dialog's own width rules. */
export const panel = style({
  '@media': { [media.tablet]: { width: 'min(640px, calc(100vw - 32px))', maxWidth: '640px' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: space.md, minWidth: 0 });

export const hint = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
