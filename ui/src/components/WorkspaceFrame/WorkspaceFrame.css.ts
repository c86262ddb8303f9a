import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, fontSize, font, shadow, zIndex, radius, duration } = themeVars;

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: color.surfaceAlt });

export const topbar = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  display: 'flex',
  // On phones the context takes a row of its own (below); the controls keep the first.
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: space.sm,
  rowGap: 0,
  minHeight: '3.5rem',
  paddingInline: space.md,
  paddingBlock: space.xxs,
  background: color.surface,
  borderBottom: `1px solid ${color.border}`,
  boxShadow: shadow.sm,
  '@media': { [media.tablet]: { flexWrap: 'nowrap', paddingInline: space.xl, columnGap: space.lg } },
});

export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const brand = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexShrink: 0, fontWeight: font.weightBold });

/**
 * The shop's name and status. On a phone the menu, brand and actions fill the first row (the
 * name once got two letters, issue 25.14), so it takes the whole second row under them; from
 * tablets up it sits between brand and actions. Cut with an ellipsis only where it still does not fit.
 */
export const context = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  order: 1,
  flex: '1 1 100%',
  minWidth: 0,
  paddingBlockEnd: space.xs,
  fontSize: fontSize.sm,
  color: color.textMuted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  '@media': { [media.tablet]: { order: 0, flex: '1 1 0', paddingBlockEnd: 0 } },
});

export const actions = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: space.xs, flexShrink: 0 });

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  paddingBlock: space.sm,
  paddingInline: space.md,
  background: color.brandSoft,
  color: color.brandStrong,
  borderBottom: `1px solid ${color.border}`,
  fontSize: fontSize.sm,
});

export const body = style({ flex: 1, display: 'flex', alignItems: 'stretch' });

export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  gap: space.xs,
  width: '15rem',
  flexShrink: 0,
  padding: space.md,
  background: color.surface,
  borderInlineEnd: `1px solid ${color.border}`,
  transition: `width ${duration.normal}`,
  '@media': {
    [media.desktop]: { display: 'flex' },
    [media.reducedMotion]: { transition: 'none' },
  },
  selectors: { '&[data-collapsed="true"]': { width: '4.5rem' } },
});

export const sidebarToggle = style({ alignSelf: 'flex-end' });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: space.lg,
  '@media': { [media.tablet]: { padding: space.xl } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const mainInner = style({ maxWidth: '80rem', marginInline: 'auto' });

export const sheetNav = style({ display: 'flex', flexDirection: 'column', gap: space.xs, borderRadius: radius.md });
