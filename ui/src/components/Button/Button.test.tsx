// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button.js';

afterEach(cleanup);

const buy = 'Mua ngay';

describe('Button', () => {
  it('is a non-submitting button that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>{buy}</Button>);
    const button = screen.getByRole('button', { name: buy });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">{buy}</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('is disabled and busy while loading, so a second tap does nothing', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        {buy}
      </Button>,
    );
    const button = screen.getByRole('button', { name: buy });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own class', () => {
    const { rerender } = render(<Button variant="primary">{buy}</Button>);
    const primary = screen.getByRole('button').className;
    rerender(<Button variant="danger">{buy}</Button>);
    expect(screen.getByRole('button').className).not.toBe(primary);
  });

  it('renders its child element with asChild and marks it disabled while loading', () => {
    const cart = 'Giỏ hàng';
    render(
      <Button asChild loading className="extra">
        <a href="/cart">{cart}</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: cart });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.className).toContain('extra');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
