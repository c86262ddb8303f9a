import { recipe } from '@vanilla-extract/recipes';
import { themeVars } from '../../theme/contract.css.js';
import { shimmer } from '../../internal/motion.css.js';

const { color, radius, lineHeight } = themeVars;

export const root = recipe({
  base: {
    display: 'block',
    backgroundColor: color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${color.skeleton} 0%, ${color.skeletonHighlight} 50%, ${color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      // One line of body text tall, so swapping in the real text does not shift the layout.
      text: { height: `calc(${lineHeight.md} - 0.5rem)`, marginBlock: '0.25rem', borderRadius: radius.sm, width: '100%' },
      rect: { borderRadius: radius.md, width: '100%' },
      circle: { borderRadius: radius.pill, aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { shape: 'text' },
});
