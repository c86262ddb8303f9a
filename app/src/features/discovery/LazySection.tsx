import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './discovery.css';

/** A lazy section starts loading this far before it scrolls into view. */
const NEAR_VIEW = '300px';

export interface LazySectionProps {
  /** The section, usually a `React.lazy` component, rendered once near the viewport. */
  readonly children: ReactNode;
  /** Space kept while it loads, so the page below does not jump. */
  readonly minHeight: string;
}

/**
 * A below-the-fold section: its code (and its data) load only when the buyer scrolls
 * near it, so they never count against the first visit's JavaScript budget.
 */
export function LazySection({ children, minHeight }: LazySectionProps) {
  const holder = useRef<HTMLDivElement>(null);
  // Far on the first render everywhere: the server draws the kept space, and the browser's
  // hydration must draw the same (a section the server drew would not match the browser's).
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = holder.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={holder} className={styles.lazySection} style={near ? undefined : { minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
