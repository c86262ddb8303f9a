// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Inline } from './Inline.js';

afterEach(cleanup);

describe('Inline', () => {
  it('renders as the requested element and passes attributes through', () => {
    const { container } = render(<Inline as="nav" data-testid="row" />);
    const row = container.firstElementChild;
    expect(row?.tagName).toBe('NAV');
    expect(row?.getAttribute('data-testid')).toBe('row');
  });

  it('changes class when wrapping is switched off or the gap changes', () => {
    const { container, rerender } = render(<Inline />);
    const wrapping = container.firstElementChild?.className ?? '';
    rerender(<Inline wrap={false} />);
    expect(container.firstElementChild?.className).not.toBe(wrapping);
    rerender(<Inline gap="xxl" />);
    expect(container.firstElementChild?.className).not.toBe(wrapping);
  });
});
