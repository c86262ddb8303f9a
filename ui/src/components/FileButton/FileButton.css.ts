import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';

const { color, space, fontSize, font, radius, size } = themeVars;

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

/** The native input stays in the page (focusable, labelled) but unseen: its English words are not ours. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: size.controlMd,
  paddingInline: space.lg,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.text,
  fontSize: fontSize.sm,
  fontWeight: font.weightSemibold,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.55 },
    '&:hover': { background: color.surfaceAlt },
  },
});

export const chosen = style({ fontSize: fontSize.sm, color: color.textMuted, overflowWrap: 'anywhere' });
