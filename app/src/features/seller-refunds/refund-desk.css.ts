import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, radius } = themeVars;

// The desk's own few styles (the seller order pages' shapes): importing theirs would make a
// shared chunk, one more name in the first visit's preload map.

export const detail = style({ display: 'grid', gap: space.lg, minWidth: 0, alignItems: 'start', '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });

export const card = style({ display: 'grid', gap: space.sm, padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end', listStyle: 'none', margin: 0, padding: 0 });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const results = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xxs, fontSize: fontSize.sm });

export const code = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', color: color.brand, fontWeight: 600 });

export const cellItems = style({ minWidth: '10rem', overflowWrap: 'anywhere' });

/** The steps' column: above the request on phones (what the seller came to do), beside it on desktops. */
export const side = style({ display: 'grid', gap: space.lg, minWidth: 0, order: -1, '@media': { [media.desktop]: { order: 0 } } });

export const back = style({ color: color.brand, fontWeight: 600, textUnderlineOffset: '2px', justifySelf: 'start' });
