import type { StyleRule } from '@vanilla-extract/css';
import { themeVars } from '../theme/contract.css.js';
import type { SpaceToken } from '../theme/tokens.js';

// Variant definitions (not classes) shared by the Stack and Inline recipes.

const spaceKeys = Object.keys(themeVars.space) as SpaceToken[];

export const gapVariants = Object.fromEntries(spaceKeys.map((key) => [key, { gap: themeVars.space[key] }])) as Record<
  SpaceToken,
  StyleRule
>;

export const alignVariants = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
} satisfies Record<string, StyleRule>;

export const justifyVariants = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
} satisfies Record<string, StyleRule>;

export type LayoutAlign = keyof typeof alignVariants;
export type LayoutJustify = keyof typeof justifyVariants;

/** Resets that let `ul`/`ol`/`fieldset` act as layout boxes without browser indentation. */
export const layoutReset = {
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
} satisfies StyleRule;
