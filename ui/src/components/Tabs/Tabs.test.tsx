// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs, type TabItem } from './Tabs.js';

afterEach(cleanup);

const items: TabItem[] = [
  { value: 'desc', label: 'Mô tả', content: 'Chất liệu cotton' },
  { value: 'reviews', label: 'Đánh giá', content: 'Rất đẹp' },
  { value: 'shipping', label: 'Vận chuyển', content: 'Giao 2 ngày', disabled: true },
];
const listLabel = 'Thông tin sản phẩm';

// Radix activates tabs on mousedown (left button), like a native tab strip.
const press = (element: HTMLElement) => fireEvent.mouseDown(element, { button: 0, ctrlKey: false });

describe('Tabs', () => {
  it('shows the first panel by default, labelled by its tab', () => {
    render(<Tabs items={items} label={listLabel} />);
    expect(screen.getByRole('tablist', { name: listLabel })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    const panel = screen.getByRole('tabpanel', { name: 'Mô tả' });
    expect(panel.textContent).toBe('Chất liệu cotton');
  });

  it('switches panels and reports the new value', () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} onValueChange={onValueChange} />);
    press(screen.getByRole('tab', { name: 'Đánh giá' }));
    expect(onValueChange).toHaveBeenCalledWith('reviews');
    expect(screen.getByRole('tab', { name: 'Đánh giá' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Rất đẹp');
  });

  it('follows a controlled value and ignores disabled tabs', () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} value="reviews" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Rất đẹp');
    press(screen.getByRole('tab', { name: 'Vận chuyển' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
