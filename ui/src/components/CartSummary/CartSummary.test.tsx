// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CartSummary } from './CartSummary.js';

afterEach(cleanup);

const base = {
  selectAll: { state: 'some' as const, label: 'Chọn tất cả', onChange: () => undefined },
  totalLabel: 'Tổng thanh toán',
  total: 100_000,
  selectedText: '1 sản phẩm đã chọn',
  action: <button type="button">Mua hàng</button>,
};

describe('CartSummary', () => {
  it('offers delete selected, and calls it only while enabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<CartSummary {...base} removeSelected={{ label: 'Xoá mục đã chọn', disabled: false, onClick }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Xoá mục đã chọn' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<CartSummary {...base} removeSelected={{ label: 'Xoá mục đã chọn', disabled: true, onClick }} />);
    expect(screen.getByRole('button', { name: 'Xoá mục đã chọn' })).toHaveProperty('disabled', true);
  });

  it('has no delete button when none is given', () => {
    render(<CartSummary {...base} />);
    expect(screen.queryByRole('button', { name: 'Xoá mục đã chọn' })).toBeNull();
  });
});
