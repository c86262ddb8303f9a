import { keyframes } from '@vanilla-extract/css';

/** Shared keyframes for overlays and popups; reduced motion is handled globally. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
export const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});
