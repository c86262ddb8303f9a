import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { color, fontSize, lineHeight, space } = themeVars;

export const layout = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', alignItems: 'start' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: '8px',
  background: color.surface,
});

export const line = style({ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) auto', gap: space.md, alignItems: 'start' });

export const lineImage = style({ width: '64px', height: '64px', objectFit: 'cover', borderRadius: '4px', background: color.surfaceAlt });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const text = style({ margin: 0, color: color.text, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const error = style({ margin: 0, color: color.danger, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const alert = style({
  margin: 0,
  padding: space.md,
  borderRadius: '8px',
  background: color.dangerSoft,
  color: color.danger,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.sm });

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: 600,
  color: color.text,
});

export const choice = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  padding: space.sm,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: '6px',
  cursor: 'pointer',
  color: color.text,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
});

export const choiceDisabled = style({ cursor: 'not-allowed', color: color.textMuted, borderColor: color.border });

export const choiceBody = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${space.xs} ${space.md}`, margin: 0 });

export const totalTerm = style({ margin: 0, color: color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const totalValue = style({ margin: 0, textAlign: 'right', color: color.text, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const totalPayable = style({ fontWeight: 700, color: color.price, fontSize: fontSize.lg, lineHeight: lineHeight.lg });

export const summary = style({
  position: 'sticky',
  top: space.lg,
});

export const offer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  alignItems: 'center',
  padding: space.sm,
  borderBottom: `1px solid ${color.border}`,
});
