import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, radius, fontSize, lineHeight } = themeVars;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 4.5rem minmax(0, 1fr)',
  gap: space.md,
  alignItems: 'start',
  padding: `${space.md} 0`,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 6rem minmax(0, 1fr)' } },
});

// An unavailable line: its picture fades; its words keep their contrast (WCAG AA), the
// disabled tick and the group's heading say it cannot be bought.
export const dimmed = style({});

export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt, selectors: { [`${dimmed} &`]: { opacity: 0.5 } } });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const name = style({
  color: color.text,
  textDecoration: 'none',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const variant = style({ color: color.textMuted, fontSize: fontSize.xs, lineHeight: lineHeight.xs, margin: 0 });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

