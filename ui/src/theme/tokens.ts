/**
 * Raw design tokens of Modavi's light theme. They live in plain TypeScript (not a .css.ts
 * file) so unit tests can read the real values, e.g. to check colour contrast, and so the
 * theme contract can take its shape from them: contract, theme and tests cannot drift apart.
 */

/** Colour tokens. Every text/background pair in use is listed in `contrastPairs`. */
export const color = {
  /** Rose/berry primary: buttons, selection, links. */
  brand: '#B4235F',
  brandHover: '#961A4E',
  /** Tinted background for selected chips and soft highlights. */
  brandSoft: '#FCE7EF',
  /** Brand-coloured text on `brandSoft`. */
  brandStrong: '#7A1D45',
  onBrand: '#FFFFFF',
  surface: '#FFFFFF',
  /** Sunken/secondary surface: chips, hover rows, image placeholders. */
  surfaceAlt: '#F7F4F5',
  text: '#1F1A1C',
  textMuted: '#6B5F64',
  /** Decorative dividers and card outlines (not a control boundary). */
  border: '#E6DDE0',
  /** Control boundaries (inputs, secondary buttons): meets the 3:1 non-text contrast. */
  borderStrong: '#8A7D82',
  danger: '#C4281C',
  dangerHover: '#A32016',
  dangerSoft: '#FDECEA',
  onDanger: '#FFFFFF',
  success: '#1E7A3C',
  successSoft: '#E6F4EA',
  /** Marketplace price red, distinct from `danger` so errors and prices never look alike. */
  price: '#D0011B',
  priceSoft: '#FFEEF0',
  /** A blue ring reads as "focus" on both rose buttons and white surfaces. */
  focusRing: '#2B59C3',
  overlay: 'rgba(31, 26, 28, 0.55)',
  skeleton: '#EDE6E9',
  skeletonHighlight: '#F7F3F5',
} as const;

/** Spacing scale; gaps and paddings only ever use these steps. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/**
 * Font sizes in rem so the buyer's browser text size is honoured. Each size has a line
 * height of the same key, generous enough for stacked Vietnamese diacritics (ệ, ổ, ữ).
 */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
} as const;

export const lineHeight = {
  xs: '1.125rem',
  sm: '1.3125rem',
  md: '1.5rem',
  lg: '1.75rem',
  xl: '1.875rem',
  xxl: '2.125rem',
  xxxl: '2.5rem',
} as const;

/**
 * The phone's own typeface (issue 17): Roboto on Android, San Francisco on iOS, Segoe UI on
 * Windows, each drawn with Vietnamese diacritics. A self-hosted web font (Be Vietnam Pro, three
 * weights, nine files, 144 KB) competed with the first image for a slow 4G link and laid the
 * page out again as each file arrived: a first visit's largest paint went from about 1.1 s to
 * 2.2-3.6 s with it. The design card names no typeface; the marketplaces Vietnamese shoppers
 * use draw with the system's as well.
 */
export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  weightRegular: '400',
  weightSemibold: '600',
  weightBold: '700',
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '9999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(31, 26, 28, 0.08)',
  md: '0 4px 12px rgba(31, 26, 28, 0.12)',
  lg: '0 12px 32px rgba(31, 26, 28, 0.2)',
} as const;

/**
 * Stacking order; layers are far apart so the app can slot its own in between. Fixed page
 * chrome (the sticky header, the phones' bottom navigation) stays under every overlay: a
 * floating panel (the chat box), a sheet or a dialog, and the toasts above them. A layer counts
 * only where its element is not inside another stacking context (a sticky header is one): an
 * overlay is rendered in a portal at the end of the body.
 */
export const zIndex = {
  header: '10',
  bottomNav: '20',
  overlay: '100',
  modal: '110',
  toast: '120',
} as const;

export const size = {
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  container: '75rem',
  containerNarrow: '48rem',
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
} as const;

/** All tokens; the theme contract takes its shape from this object. */
export const tokens = {
  color,
  space,
  fontSize,
  lineHeight,
  font,
  radius,
  shadow,
  zIndex,
  size,
  duration,
} as const;

export type Tokens = typeof tokens;
export type ColorToken = keyof typeof color;
export type SpaceToken = keyof typeof space;
export type FontSizeToken = keyof typeof fontSize;

/**
 * Breakpoints in px. Media queries cannot read CSS variables, so these stay raw numbers and
 * are not part of the theme contract.
 */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

/** Mobile-first media queries: base styles are for phones, these layer on top. */
export const media = {
  /** The narrowest phones (320 px, WCAG 1.4.10's reflow width): where one row cannot hold a bar. */
  narrow: 'screen and (max-width: 359.98px)',
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** A foreground/background pair the components actually render, with its WCAG minimum. */
export interface ContrastPair {
  readonly fg: ColorToken;
  readonly bg: ColorToken;
  /** 4.5 for normal text (WCAG AA 1.4.3), 3 for control boundaries and focus rings (1.4.11). */
  readonly min: 4.5 | 3;
}

/**
 * Every colour pair used by the components. Styles may only combine colours listed here;
 * the token test checks each ratio so axe-core in the browser tests never finds a failure.
 */
export const contrastPairs: readonly ContrastPair[] = [
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'text', bg: 'surfaceAlt', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceAlt', min: 4.5 },
  { fg: 'surface', bg: 'text', min: 4.5 },
  { fg: 'onBrand', bg: 'brand', min: 4.5 },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { fg: 'brand', bg: 'surface', min: 4.5 },
  { fg: 'brandStrong', bg: 'brandSoft', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerHover', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5 },
  { fg: 'success', bg: 'surface', min: 4.5 },
  { fg: 'success', bg: 'successSoft', min: 4.5 },
  { fg: 'price', bg: 'surface', min: 4.5 },
  { fg: 'price', bg: 'priceSoft', min: 4.5 },
  { fg: 'borderStrong', bg: 'surface', min: 3 },
  { fg: 'focusRing', bg: 'surface', min: 3 },
  { fg: 'focusRing', bg: 'surfaceAlt', min: 3 },
];
