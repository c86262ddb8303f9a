import { styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { fontSize, lineHeight, font, color } = themeVars;

/** Visual sizes, independent of the heading level so the outline stays correct. */
export const size = styleVariants({
  page: { fontSize: fontSize.xxl, lineHeight: lineHeight.xxl, fontWeight: font.weightBold, color: color.text, margin: 0 },
  section: { fontSize: fontSize.lg, lineHeight: lineHeight.lg, fontWeight: font.weightSemibold, color: color.text, margin: 0 },
  item: { fontSize: fontSize.md, lineHeight: lineHeight.md, fontWeight: font.weightSemibold, color: color.text, margin: 0 },
});
