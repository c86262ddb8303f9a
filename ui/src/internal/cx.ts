/** Joins class names, skipping empty ones, so optional `className` props merge cleanly. */
export const cx = (...names: readonly (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
