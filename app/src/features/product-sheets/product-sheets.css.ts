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
