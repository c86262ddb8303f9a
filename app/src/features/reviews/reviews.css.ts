import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const stars = style({ display: 'flex', gap: space.xs, border: 'none', margin: 0, padding: 0 });

export const starOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  fontSize: fontSize.md,
  color: color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: color.brandSoft, borderColor: color.brand, color: color.brandStrong, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });

export const legend = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: 600,
  color: color.text,
  marginBottom: space.xs,
  padding: 0,
});

export const rating = style({ color: color.brandStrong, fontWeight: 600, fontSize: fontSize.sm, lineHeight: lineHeight.sm, margin: 0 });

export const summary = style({ display: 'grid', gap: space.xs, padding: space.lg, borderRadius: radius.md, background: color.surfaceAlt });

export const average = style({ margin: 0, fontSize: fontSize.xxl, lineHeight: lineHeight.xxl, fontWeight: 700, color: color.text });

export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xxs,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) 3rem',
  alignItems: 'center',
  gap: space.sm,
  color: color.text,
});

export const track = style({
  display: 'block',
  width: '100%',
  height: '8px',
  borderRadius: radius.md,
  background: color.border,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', background: color.brand });

export const review = style({ display: 'grid', gap: space.xs, padding: `${space.md} 0`, borderBottom: `1px solid ${color.border}` });
