import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font } = themeVars;

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

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
});

/** The section head's links, kept together at its end (the ranking and the awards vote). */
export const headLinks = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

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

export const seller = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minWidth: 0,
  padding: space.md,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
});

export const rank = style({
  flex: 'none',
  minWidth: '1.5rem',
  textAlign: 'center',
  color: color.brand,
  fontWeight: font.weightBold,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
});

export const avatar = style({
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '9999px',
  objectFit: 'cover',
  background: color.surfaceAlt,
});

export const sellerText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const sellerName = style({
  color: color.text,
  fontWeight: font.weightSemibold,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const sellerSold = style({ color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

/**
 * The banners' room while their chunk and data arrive: the heading's line, one cover in the
 * strip's width (85 % on a phone, a third from tablets up) and its caption's line, so the
 * sections below do not move when the banners appear (Lighthouse's layout shift).
 */
export const bannersPlaceholder = style({ display: 'grid', gap: space.md });
export const bannersPlaceholderHead = style({ height: lineHeight.lg });
export const bannersPlaceholderCover = style({
  width: '85%',
  aspectRatio: '1340 / 754',
  borderRadius: radius.lg,
  background: color.surfaceAlt,
  marginBottom: `calc(${space.xs} + ${lineHeight.sm})`,
  '@media': { [media.tablet]: { width: `calc((100% - 2 * ${space.md}) / 3)` } },
});
