import { createContext, createElement, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The instant a server-rendered page was drawn at (issue 17). The server renders with it and
 * the browser hydrates with the same instant (sent in the page's state), so a countdown or a
 * "3 minutes ago" is the same text on both sides; React then draws the live clock at once.
 * Without it, text computed from the clock differs by the seconds between the two renders and
 * React throws away the server's HTML for that part (error 418).
 */
const RenderedAtContext = createContext<number | null>(null);

export function RenderedAtProvider({ at, children }: { readonly at: number | null; readonly children: ReactNode }) {
  return createElement(RenderedAtContext.Provider, { value: at }, children);
}

/**
 * The time now, read again every `everyMs` while the component shows. On the server and while
 * hydrating, the page's render instant (useSyncExternalStore's server snapshot); in the browser
 * after that, the wall clock.
 */
export function useNow(everyMs = 1_000): number {
  const renderedAt = useContext(RenderedAtContext);
  const latest = useRef<number | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setInterval(() => {
        latest.current = Date.now();
        changed();
      }, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  // One reading per tick: React asks the snapshot several times per render and needs the same value.
  const snapshot = () => (latest.current ??= Date.now());
  return useSyncExternalStore(subscribe, snapshot, () => renderedAt ?? snapshot());
}
