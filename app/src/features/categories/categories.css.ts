import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { space } = themeVars;

const list = { listStyle: 'none', margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * One line of tiles that scrolls inside itself. `min-width: 0` on every level and the
 * contained overflow keep it from widening the page on phones (a wide row once pushed the
 * page to 1,363 px when a modal opened).
 */
export const row = style({
  ...list,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '5.5rem',
  gap: space.md,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  maxWidth: '100%',
  paddingBottom: space.xs,
  '@media': { [media.tablet]: { gridAutoColumns: '6.5rem' } },
});

export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: space.lg,
});

export const item = style({ minWidth: 0, scrollSnapAlign: 'start' });

export const section = style({ minWidth: 0 });
