import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import * as styles from './HomePage.css';

/** A lazy section starts loading this far before it scrolls into view. */
const NEAR_VIEW = '300px';

export interface LazySectionProps {
  readonly component: LazyExoticComponent<ComponentType>;
  /** Space kept while it loads, so the page below does not jump. */
  readonly minHeight: string;
}

/**
 * A below-the-fold section of home: its code (and its data) load only when the buyer scrolls
 * near it, so they never count against the first visit's JavaScript budget.
 */
export function LazySection({ component: Section, minHeight }: LazySectionProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = holder.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEW });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={holder} className={styles.lazySection} style={near ? undefined : { minHeight }}>
      {near ? (
        <Suspense fallback={<div style={{ minHeight }} />}>
          <Section />
        </Suspense>
      ) : null}
    </div>
  );
}
