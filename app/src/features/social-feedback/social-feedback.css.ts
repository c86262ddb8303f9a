import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius, font } = themeVars;

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '48rem', paddingBlock: space.lg });

export const lead = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, color: color.text });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const link = style({ color: color.brand, fontWeight: font.weightSemibold });

export const mail = style({ color: color.brand, overflowWrap: 'anywhere' });

export const success = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.successSoft, color: color.success });

export const alert = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.dangerSoft, color: color.danger });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const itemTitle = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: font.weightBold });

export const text = style({ margin: 0, fontSize: fontSize.md, lineHeight: lineHeight.md, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const badge = style({
  display: 'inline-block',
  paddingInline: space.sm,
  paddingBlock: space.xxs,
  borderRadius: radius.pill,
  fontSize: fontSize.sm,
  fontWeight: font.weightSemibold,
  backgroundColor: color.surfaceAlt,
  color: color.text,
});

export const badgeMine = style([badge, { backgroundColor: color.brandSoft, color: color.brandStrong }]);

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const thumb = style({ width: '4.5rem', height: '4.5rem', objectFit: 'cover', borderRadius: radius.md, border: `1px solid ${color.border}` });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: space.sm });

export const statusSelect = style({ minWidth: '10rem' });
