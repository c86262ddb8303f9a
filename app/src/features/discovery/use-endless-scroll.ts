import { useEffect, useRef } from 'react';

/** Start loading the next page this far before the end of the list comes into view. */
const ENDLESS_MARGIN = '800px';

export interface EndlessSource {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

/**
 * Endless lists: returns a ref for an element placed after the last item; when it comes near
 * the viewport the next page loads. Where IntersectionObserver is missing, the list's own
 * "more" button (always rendered in that element) still works.
 */
export function useEndlessScroll<T extends Element>({ hasNextPage, isFetchingNextPage, fetchNextPage }: EndlessSource) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: ENDLESS_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
