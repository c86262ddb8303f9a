// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Badge } from './Badge.js';

afterEach(cleanup);

const cart = 'Giỏ hàng';
const anchor = <button type="button">{cart}</button>;

describe('Badge', () => {
  it('shows the count on its anchor', () => {
    const { container } = render(<Badge count={3}>{anchor}</Badge>);
    expect(screen.getByRole('button', { name: cart })).toBeTruthy();
    expect(container.querySelector('[data-count]')?.textContent).toBe('3');
  });

  it('hides at zero but keeps the anchor', () => {
    const { container } = render(<Badge count={0}>{anchor}</Badge>);
    expect(screen.getByRole('button', { name: cart })).toBeTruthy();
    expect(container.querySelector('[data-count]')).toBeNull();
  });

  it('renders nothing without an anchor at zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('caps at 99+ by default and uses given overflow text', () => {
    const { container, rerender } = render(<Badge count={150} />);
    expect(container.textContent).toBe('99+');
    rerender(<Badge count={10} max={9} overflowText="9+" />);
    expect(container.textContent).toBe('9+');
    rerender(<Badge count={99} />);
    expect(container.textContent).toBe('99');
  });

  it('is decorative unless given a label', () => {
    const label = '3 sản phẩm';
    const { container, rerender } = render(<Badge count={3} />);
    expect(container.querySelector('[data-count]')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Badge count={3} label={label} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
