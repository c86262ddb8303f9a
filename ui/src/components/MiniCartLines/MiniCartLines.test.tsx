// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { moneyFormat, vnd } from '@modavi/core';
import { MiniCartLines } from './MiniCartLines.js';

afterEach(cleanup);

describe('MiniCartLines', () => {
  it('lists each line with its picture, name, price and quantity', () => {
    render(
      <MiniCartLines
        label="Sản phẩm mới thêm"
        emptyText="Trống"
        lines={[
          { id: 'a', name: 'Áo sơ mi', image: '/media/a.webp', price: 199_000, quantityText: 'x2' },
          { id: 'b', name: 'Son môi', image: undefined, price: 89_000, quantityText: 'x1' },
        ]}
      />,
    );
    const items = screen.getByRole('list', { name: 'Sản phẩm mới thêm' }).querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Áo sơ mi');
    expect(items[0]?.textContent).toContain(moneyFormat(vnd(199_000)));
    expect(items[0]?.textContent).toContain('x2');
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(screen.queryByText('Trống')).toBeNull();
  });

  it('says the cart is empty when there is no line', () => {
    render(<MiniCartLines label="Sản phẩm mới thêm" emptyText="Trống" lines={[]} />);
    expect(screen.getByText('Trống')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
