import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, paddingBlock: space.lg });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: radius.lg,
  backgroundColor: color.brandSoft,
  color: color.brandStrong,
  '@media': { [media.tablet]: { padding: space.xl } },
});

export const lead = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const countdown = style({ margin: 0, fontSize: fontSize.lg, lineHeight: lineHeight.lg, fontWeight: font.weightBold });

export const balanceBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const balance = style({ display: 'flex', alignItems: 'baseline', gap: space.sm, margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const balanceCount = style({ fontSize: fontSize.xl, lineHeight: lineHeight.xl, fontWeight: font.weightBold, color: color.brand });

export const notice = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.dangerSoft, color: color.danger });

export const noticeTitle = style({ display: 'block', fontWeight: font.weightBold });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const image = style({ width: '64px', height: '64px', borderRadius: radius.md, objectFit: 'cover', backgroundColor: color.surfaceAlt });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: font.weightSemibold, overflowWrap: 'anywhere' });

export const nameLink = style({ color: color.text, textDecoration: 'none', selectors: { '&:hover': { color: color.brand, textDecoration: 'underline' } } });

export const rank = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: font.weightBold, color: color.brandStrong });

export const votes = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.text });

export const cardActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

/** The check-in button's long "checked in today, come back tomorrow" wraps on a phone instead of leaving the bar ("&&" outranks the button's own nowrap). */
export const checkIn = style({ selectors: { '&&': { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center', paddingBlock: space.xs } } });
