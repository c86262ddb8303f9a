import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';

const { color, radius, shadow, zIndex, duration } = themeVars;

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const enter = (name: string) => ({
  selectors: { '&[data-state="open"]': { animation: `${name} ${duration.normal} ease-out` } },
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: color.surface,
    color: color.text,
    boxShadow: shadow.lg,
  },
  variants: {
    side: {
      left: {
        insetBlock: 0,
        left: 0,
        // Leaves a strip of page visible so it reads as a drawer that can be dismissed.
        width: 'min(85vw, 24rem)',
        ...enter(slideFromLeft),
      },
      right: {
        insetBlock: 0,
        right: 0,
        width: 'min(85vw, 24rem)',
        ...enter(slideFromRight),
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: '85dvh',
        borderTopLeftRadius: radius.xl,
        borderTopRightRadius: radius.xl,
        // Keeps the last action above the iPhone home indicator.
        paddingBottom: 'env(safe-area-inset-bottom)',
        ...enter(slideFromBottom),
      },
    },
  },
  defaultVariants: { side: 'right' },
});
