import { style } from '@vanilla-extract/css';
import { themeVars, media } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font, size } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, paddingBlock: space.lg });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.xl,
  backgroundColor: color.brandSoft,
});

export const lead = style({ margin: 0, fontSize: fontSize.lg, lineHeight: lineHeight.lg, color: color.text });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: font.weightBold,
  color: color.brandStrong,
});

export const steps = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, paddingInlineStart: space.xl });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const text = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const link = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'underline' });

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: size.controlLg,
  paddingInline: space.xl,
  borderRadius: radius.pill,
  backgroundColor: color.brand,
  color: color.onBrand,
  fontWeight: font.weightBold,
  textDecoration: 'none',
  ':hover': { backgroundColor: color.brandHover },
});

export const hotline = style({ fontWeight: font.weightBold, color: color.brandStrong, textDecoration: 'none', fontSize: fontSize.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const label = style({ fontSize: fontSize.sm, lineHeight: lineHeight.sm, fontWeight: font.weightSemibold, color: color.text });

export const textarea = style({
  width: '100%',
  minHeight: '7rem',
  padding: space.md,
  fontFamily: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' } },
});

export const error = style({ margin: 0, fontSize: fontSize.sm, lineHeight: lineHeight.sm, color: color.danger });

export const success = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.successSoft, color: color.success });

export const alert = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.dangerSoft, color: color.danger });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: space.sm, fontWeight: font.weightBold, fontSize: fontSize.lg, lineHeight: lineHeight.lg });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, margin: 0, padding: 0, border: 'none' });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: size.controlSm });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const photo = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  backgroundColor: color.surfaceAlt,
});


export const list = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, paddingInlineStart: space.lg });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.lg,
  backgroundColor: color.surfaceAlt,
});
