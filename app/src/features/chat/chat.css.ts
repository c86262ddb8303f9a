import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';
import { BOTTOM_NAV_SPACE } from '../shell/bottom-nav-metrics';

const { color, space, fontSize, lineHeight, radius, shadow, zIndex } = themeVars;

/**
 * The keyboard's height where the browser lays the page out behind it (Safari; Chrome resizes
 * the page itself, `interactive-widget=resizes-content` in the viewport meta): set by ChatBox
 * from the visual viewport, so the field stays above the on-screen keyboard.
 */
export const KEYBOARD_INSET = '--chat-keyboard-inset';

/**
 * The buyer's box: full screen on phones (over the bottom navigation), a floating panel bottom
 * right from tablets up. Rendered in a portal at the end of the body: inside the sticky header
 * (its own stacking context) no z-index could lift it above the bottom navigation.
 */
export const box = style({
  position: 'fixed',
  inset: 0,
  bottom: `var(${KEYBOARD_INSET}, 0px)`,
  zIndex: zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  background: color.surface,
  // Minimised, the box stays mounted (its socket keeps the red dot live) but is not shown.
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [media.tablet]: {
      inset: 'auto',
      right: space.lg,
      bottom: space.lg,
      width: 'min(46rem, calc(100vw - 2rem))',
      height: 'min(34rem, calc(100vh - 6rem))',
      borderRadius: radius.lg,
      border: `1px solid ${color.border}`,
      boxShadow: shadow.lg,
      overflow: 'hidden',
    },
  },
});

export const boxHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${color.border}`,
  background: color.brand,
  color: color.onBrand,
});

export const boxTitle = style({ margin: 0, flex: 1, fontSize: fontSize.md, fontWeight: 700, color: color.onBrand });

export const headerButton = style({ color: color.onBrand });

/** Mini mode: a pill bottom right that reopens the box; on phones above the bottom navigation. */
export const mini = style({
  position: 'fixed',
  right: space.lg,
  bottom: `calc(${BOTTOM_NAV_SPACE} + ${space.sm})`,
  zIndex: zIndex.overlay,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '3rem',
  padding: `0 ${space.lg}`,
  border: 'none',
  borderRadius: radius.pill,
  background: color.brand,
  color: color.onBrand,
  boxShadow: shadow.md,
  fontSize: fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { [media.tablet]: { bottom: space.lg } },
});

/** List and conversation side by side from tablets up; one at a time on phones (the `data-view` of the layout). */
export const layout = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(13rem, 2fr) minmax(0, 3fr)' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: `1px solid ${color.border}`,
  selectors: { [`${layout}[data-view="room"] &`]: { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { [`${layout}[data-view="room"] &`]: { display: 'flex' } } } },
});

export const roomPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  selectors: { [`${layout}[data-view="list"] &`]: { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { [`${layout}[data-view="list"] &`]: { display: 'flex' } } } },
});

/** The back button shows on phones only: there the list and the room take turns. */
export const backOnPhone = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const listTools = style({ display: 'flex', alignItems: 'flex-end', gap: space.xs, padding: space.sm, borderBottom: `1px solid ${color.border}` });

export const rooms = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 });

export const roomRow = style({ display: 'flex', alignItems: 'center', gap: space.xs, paddingRight: space.xs, borderBottom: `1px solid ${color.border}` });

export const roomButton = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: space.sm,
  border: 'none',
  background: 'transparent',
  color: color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { background: color.brandSoft } },
});

export const roomText = style({ display: 'grid', minWidth: 0, flex: 1 });

export const roomName = style({ fontWeight: 600, fontSize: fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const roomPreview = style({
  color: color.textMuted,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-unread="true"]': { color: color.text, fontWeight: 600 } },
});

export const empty = style({ margin: 0, padding: space.lg, color: color.textMuted, fontSize: fontSize.sm, textAlign: 'center' });

export const roomHeader = style({ display: 'flex', alignItems: 'center', gap: space.sm, padding: space.sm, borderBottom: `1px solid ${color.border}`, minWidth: 0 });

export const roomTitle = style({ margin: 0, flex: 1, fontSize: fontSize.md, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.sm,
  padding: space.md,
  margin: 0,
  listStyle: 'none',
  background: color.surfaceAlt,
});

export const message = style({
  maxWidth: '80%',
  alignSelf: 'flex-start',
  display: 'grid',
  gap: space.xs,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.lg,
  background: color.surface,
  color: color.text,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: { '&[data-mine="true"]': { alignSelf: 'flex-end', background: color.brand, color: color.onBrand } },
});

export const messageMeta = style({ fontSize: fontSize.xs, opacity: 0.85 });

export const messageImage = style({ maxWidth: '100%', maxHeight: '14rem', borderRadius: radius.md, display: 'block' });

export const productCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xs,
  borderRadius: radius.md,
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.border}`,
  textDecoration: 'none',
  minWidth: 0,
});

export const productImage = style({ width: '3rem', height: '3rem', objectFit: 'cover', borderRadius: radius.sm, flexShrink: 0 });

export const productText = style({ display: 'grid', minWidth: 0, fontSize: fontSize.xs, lineHeight: lineHeight.xs });

export const productName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 });

export const productPrice = style({ color: color.price, fontWeight: 700 });

export const older = style({ alignSelf: 'center' });

export const composer = style({ display: 'grid', gap: space.xs, padding: space.sm, borderTop: `1px solid ${color.border}` });

export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: space.xs });

export const composerField = style({ flex: 1, minWidth: 0 });

export const pending = style({ display: 'flex', alignItems: 'center', gap: space.xs, minWidth: 0 });

/** The seller's page: rooms, the conversation, and the buyer's orders beside it on wide screens. */
export const sellerLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '32rem',
  height: 'calc(100vh - 10rem)',
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2fr)' },
    [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 1fr) minmax(0, 2fr) minmax(14rem, 1fr)' },
  },
});

export const orders = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'grid', alignContent: 'start', gap: space.sm, padding: space.md, borderLeft: `1px solid ${color.border}`, overflowY: 'auto' } },
});

export const orderList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const orderItem = style({ display: 'grid', gap: space.xxs, padding: space.sm, border: `1px solid ${color.border}`, borderRadius: radius.md, fontSize: fontSize.sm });

export const sectionTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700 });

export const textarea = style({
  width: '100%',
  minHeight: '2.5rem',
  maxHeight: '8rem',
  resize: 'none',
  padding: space.sm,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  font: 'inherit',
  fontSize: fontSize.sm,
  color: color.text,
  background: color.surface,
  boxSizing: 'border-box',
});

export const error = style({ margin: 0, color: color.danger, fontSize: fontSize.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const suggest = style({ display: 'grid', gap: space.xs, padding: space.sm, borderTop: `1px solid ${color.border}`, overflowY: 'auto' });
