import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, font, radius } = themeVars;

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, marginBlockEnd: space.md });

export const groupTitle = style({
  margin: 0,
  paddingInline: space.sm,
  paddingBlock: space.xs,
  fontSize: fontSize.xs,
  fontWeight: font.weightSemibold,
  color: color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xxs });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: '2.75rem',
  paddingInline: space.md,
  borderRadius: radius.md,
  color: color.text,
  textDecoration: 'none',
  fontSize: fontSize.sm,
  selectors: {
    '&:hover': { background: color.surfaceAlt },
    '&[aria-current="page"]': { background: color.brandSoft, color: color.brandStrong, fontWeight: font.weightSemibold },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const compactLink = style({ justifyContent: 'center', paddingInline: 0 });
