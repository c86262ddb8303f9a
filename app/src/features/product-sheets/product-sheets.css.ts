import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { space } = themeVars;

/** The sheet flow's numbered steps. */
export const steps = style({ display: 'grid', gap: space.md, margin: 0, paddingInlineStart: space.lg });

/** One download of the history: its file and facts, and its download button beside them from tablet width. */
export const historyRow = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  background: themeVars.color.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

/** A step's words, close to its control. */
export const stepText = style({ margin: `0 0 ${space.sm}` });

/** The bulk tables fit a phone: names wrap, the number columns keep their inputs' width. */
export const fitTable = style({ borderCollapse: 'collapse', width: '100%', minWidth: 0, fontSize: themeVars.fontSize.sm });
export const numberCell = style({ width: '7.5rem' });
export const stockCell = style({ width: '5.5rem' });
