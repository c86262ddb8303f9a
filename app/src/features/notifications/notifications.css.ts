import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font, size } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: size.containerNarrow, margin: '0 auto', width: '100%' });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.md });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', border: `1px solid ${color.border}`, borderRadius: radius.lg, overflow: 'hidden' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: space.md,
  width: '100%',
  padding: space.md,
  border: 'none',
  borderBottom: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-unread="true"]': { background: color.brandSoft },
    '&:hover': { background: color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const picture = style({ width: '3rem', height: '3rem', borderRadius: radius.md, objectFit: 'cover', background: color.surfaceAlt });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: font.weightSemibold });

export const content = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, overflowWrap: 'anywhere' });

export const dot = style({ width: '0.625rem', height: '0.625rem', marginTop: space.xs, borderRadius: '50%', background: color.brand });

export const alert = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
