import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const measures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, justifyContent: 'flex-end' });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, padding: 0, border: 'none' });

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  fontWeight: themeVars.font.weightSemibold,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
});

export const link = style({ color: color.brand, fontWeight: themeVars.font.weightSemibold, textDecoration: 'underline' });

export const avatarRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.lg });

export const avatarControls = style({ display: 'flex', flexDirection: 'column', gap: space.xs, flex: '1 1 14rem', minWidth: 0 });


export const alert = style({ margin: 0, color: color.danger, fontSize: fontSize.sm, lineHeight: lineHeight.sm });
