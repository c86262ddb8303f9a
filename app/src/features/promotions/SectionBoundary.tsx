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
 * breaking it.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureHides>
      <Suspense fallback={null}>{children}</Suspense>
    </FailureHides>
  );
}
