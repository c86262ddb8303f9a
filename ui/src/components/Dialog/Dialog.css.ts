import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { popIn } from '../../internal/motion.css.js';

const { color, space, radius, shadow, zIndex, duration } = themeVars;

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100vw - 2 * ${space.lg})`,
  maxWidth: '32rem',
  maxHeight: '85dvh',
  backgroundColor: color.surface,
  color: color.text,
  borderRadius: radius.lg,
  boxShadow: shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${duration.normal} ease-out` },
  },
  '@media': {
    [media.tablet]: { width: `calc(100vw - 2 * ${space.xxl})` },
  },
});
