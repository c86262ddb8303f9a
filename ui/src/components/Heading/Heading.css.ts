import { styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { fontSize, lineHeight, font, color } = themeVars;

// A word longer than the line (an order id, a pasted link) breaks rather than widening the page
// past a phone's screen (issue 25: the seller order detail at 390 px).
const wraps = { overflowWrap: 'anywhere' } as const;

/** Visual sizes, independent of the heading level so the outline stays correct. */
export const size = styleVariants({
  page: { ...wraps, fontSize: fontSize.xxl, lineHeight: lineHeight.xxl, fontWeight: font.weightBold, color: color.text, margin: 0 },
  section: { ...wraps, fontSize: fontSize.lg, lineHeight: lineHeight.lg, fontWeight: font.weightSemibold, color: color.text, margin: 0 },
  item: { ...wraps, fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: font.weightSemibold, color: color.text, margin: 0 },
});
