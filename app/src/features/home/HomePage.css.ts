import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight } = themeVars;

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.xl,
  borderRadius: radius.xl,
  background: color.brandSoft,
});

export const subtitle = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: space.lg });

/** Every level keeps `min-width: 0`, so a sideways row never widens the page on phones. */
export const page = style({ minWidth: 0 });

export const section = style({ minWidth: 0 });


export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: space.md, flexWrap: 'wrap' });

export const seeAll = style({
  color: color.brand,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

export const sellers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const seller = style({ minWidth: 0 });
