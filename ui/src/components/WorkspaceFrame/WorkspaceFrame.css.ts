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
  alignItems: 'center',
  gap: space.sm,
  minHeight: '3.5rem',
  paddingInline: space.md,
  background: color.surface,
  borderBottom: `1px solid ${color.border}`,
  boxShadow: shadow.sm,
  '@media': { [media.tablet]: { paddingInline: space.xl, gap: space.lg } },
});

export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const brand = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexShrink: 0, fontWeight: font.weightBold });

/** The shop's name and status: shortened on phones, whole from tablets up. */
export const context = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  flex: '1 1 0',
  minWidth: 0,
  fontSize: fontSize.sm,
  color: color.textMuted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
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
