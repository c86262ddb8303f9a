import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const { color, space, size, zIndex } = themeVars;

export const root = recipe({
  base: {
    backgroundColor: color.surface,
    borderBottom: `1px solid ${color.border}`,
    // Clears the notch when the app runs full screen on iOS.
    paddingTop: 'env(safe-area-inset-top)',
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: zIndex.header },
      false: {},
    },
  },
  defaultVariants: { sticky: true },
});

export const inner = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    columnGap: space.md,
    rowGap: space.sm,
    width: '100%',
    maxWidth: size.container,
    marginInline: 'auto',
    paddingBlock: space.sm,
    paddingInline: space.md,
    '@media': {
      [media.tablet]: { paddingInline: space.xl, columnGap: space.xl },
      [media.desktop]: { paddingInline: space.xxl },
    },
  },
  variants: {
    withSearch: {
      // Phones: brand and actions on the first row, the search field full width below, so
      // it stays usable at 375px. From tablets up everything fits on one row.
      true: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"brand actions" "search search"',
        '@media': {
          // Under 360 px the actions do not fit beside the logo (they overlapped it at 320 px,
          // WCAG 1.4.10): they take a row of their own under it.
          [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"brand" "actions" "search"' },
          [media.tablet]: {
            gridTemplateColumns: 'auto minmax(0, 1fr) auto',
            gridTemplateAreas: '"brand search actions"',
          },
        },
      },
      false: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"brand actions"',
        '@media': {
          [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"brand" "actions"' },
        },
      },
    },
  },
  defaultVariants: { withSearch: true },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: size.controlMd,
});

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  '@media': {
    [media.tablet]: { maxWidth: '40rem', width: '100%', justifySelf: 'center' },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space.xs,
  '@media': {
    [media.narrow]: { justifyContent: 'space-between' },
  },
});
