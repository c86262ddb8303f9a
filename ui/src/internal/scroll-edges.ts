import { useEffect, useState } from 'react';

/** Which sides of a sideways-scrolling strip hide more of it. */
export interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };
/** Sub-pixel widths and rounded scroll positions: a strip within a pixel of its edge is at it. */
const SLACK = 1;

const edgesOf = (element: HTMLElement): ScrollEdges => {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= SLACK) return NONE;
  return { start: element.scrollLeft > SLACK, end: element.scrollLeft < hidden - SLACK };
};

/**
 * Whether a strip that scrolls sideways (tabs on a phone) has more past its left or right edge,
 * measured on scroll and whenever the strip or its items change size, as data attributes
 * (`data-more-start`, `data-more-end`) for `scrollCue` to fade that side: a cue that more follows.
 * `watch` is what changes the strip's content (its items), to measure again.
 */
export function useScrollEdges<T extends HTMLElement>(watch?: unknown) {
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const next = edgesOf(element);
      setEdges((last) => (last.start === next.start && last.end === next.end ? last : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
    } else window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      if (observer) observer.disconnect();
      else window.removeEventListener('resize', measure);
    };
  }, [element, watch]);
  return {
    ref: setElement,
    edges,
    attributes: { 'data-more-start': edges.start ? '' : undefined, 'data-more-end': edges.end ? '' : undefined },
  };
}
