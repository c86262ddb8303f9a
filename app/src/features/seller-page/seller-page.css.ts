import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

/** Voucher tickets scroll sideways inside their own row, never widening the page. */
export const vouchers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(13rem, 16rem)',
  gap: space.md,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  maxWidth: '100%',
  paddingBottom: space.xs,
});

export const voucher = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px dashed ${color.brand}`,
  background: color.brandSoft,
  minWidth: 0,
});

export const voucherValue = style({
  margin: 0,
  color: color.brandStrong,
  fontWeight: font.weightBold,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
});

export const voucherLine = style({ margin: 0, color: color.brandStrong, fontSize: fontSize.xs, lineHeight: lineHeight.xs });

export const voucherCode = style([voucherLine, { fontWeight: font.weightSemibold, letterSpacing: '0.04em' }]);

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: space.md,
  borderRadius: '9999px',
  border: `1px solid ${color.borderStrong}`,
  color: color.text,
  background: color.surface,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': {
      background: color.brandSoft,
      borderColor: color.brand,
      color: color.brandStrong,
      fontWeight: font.weightSemibold,
    },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const rankList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const previews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 5rem))',
  gap: space.sm,
});

export const previewImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: color.surfaceAlt,
});

export const previewLink = style({
  display: 'block',
  selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: space.lg });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

/** A paused shop's notice: why buyers cannot order, and until when. */
export const pauseNotice = style({
  display: 'grid',
  gap: space.xs,
  padding: space.md,
  borderRadius: radius.md,
  background: color.brandSoft,
  color: color.brandStrong,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const pauseTitle = style({ margin: 0, fontWeight: font.weightBold });

export const pauseText = style({ margin: 0 });

/** The seller page's cover: a wide strip (3:1) that never pushes the page sideways. */
export const cover = style({ display: 'block', width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: radius.md, background: color.surfaceAlt });

export const about = style({ margin: 0, color: color.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
