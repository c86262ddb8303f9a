import { Component, Suspense, type ReactNode } from 'react';

interface BoundaryState {
  readonly failed: boolean;
}

class FailureHides extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A section of someone else's page (the home page's promotions and banners, the product page's
 * heart): it loads on its own and, when it cannot, leaves the page as it was instead of
 * breaking it. `fallback` holds its place while it loads, when the page below must not move.
 */
export function SectionBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <FailureHides>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureHides>
  );
}
