import { style } from '@vanilla-extract/css';
import { themeVars } from '../theme/contract.css.js';

/** How far the fade reaches into the strip: about half a tab, enough to read as "more". */
const FADE = themeVars.space.xxl;
const solid = '#000';

const maskOf = (image: string) => ({ maskImage: image, WebkitMaskImage: image });

/**
 * The cue that a sideways strip goes on (issue 25.14: tabs cut at a phone's right edge looked
 * like all there was): the side with more fades out, set by `useScrollEdges`' data attributes.
 * A mask, so it works over any background; a tab scrolled into view by focus keeps clear of it.
 */
export const scrollCue = style({
  scrollPaddingInline: FADE,
  selectors: {
    '&[data-more-end]': maskOf(`linear-gradient(to right, ${solid} calc(100% - ${FADE}), transparent)`),
    '&[data-more-start]': maskOf(`linear-gradient(to left, ${solid} calc(100% - ${FADE}), transparent)`),
    '&[data-more-start][data-more-end]': maskOf(`linear-gradient(to right, transparent, ${solid} ${FADE}, ${solid} calc(100% - ${FADE}), transparent)`),
  },
});
