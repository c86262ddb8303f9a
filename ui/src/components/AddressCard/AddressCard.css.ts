import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, lineHeight, font, radius } = themeVars;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space.sm,
    padding: space.md,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
    backgroundColor: color.surface,
    minWidth: 0,
  },
  variants: { selected: { true: { borderColor: color.brand, boxShadow: `0 0 0 1px ${color.brand}` }, false: {} } },
});

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm });

export const name = style({ fontWeight: font.weightSemibold, fontSize: fontSize.md, lineHeight: lineHeight.md, overflowWrap: 'anywhere' });

export const phone = style({ color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const lines = style({ margin: 0, color: color.text, fontSize: fontSize.sm, lineHeight: lineHeight.sm, overflowWrap: 'anywhere' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = recipe({
  base: {
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radius.sm,
    fontSize: fontSize.xs,
    lineHeight: lineHeight.xs,
    border: `1px solid ${color.borderStrong}`,
    color: color.text,
  },
  variants: { strong: { true: { borderColor: color.brand, color: color.brandStrong, backgroundColor: color.brandSoft }, false: {} } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
