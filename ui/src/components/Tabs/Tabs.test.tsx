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

  it('tells which side of a sideways strip hides more tabs, for its fade cue', () => {
    render(<Tabs items={items} label={listLabel} />);
    const strip = screen.getByRole('tablist', { name: listLabel });
    const sized = (scrollWidth: number, clientWidth: number, scrollLeft: number) => {
      Object.defineProperty(strip, 'scrollWidth', { value: scrollWidth, configurable: true });
      Object.defineProperty(strip, 'clientWidth', { value: clientWidth, configurable: true });
      Object.defineProperty(strip, 'scrollLeft', { value: scrollLeft, configurable: true });
      fireEvent.scroll(strip);
    };
    const more = () => [strip.hasAttribute('data-more-start'), strip.hasAttribute('data-more-end')];
    expect(more()).toEqual([false, false]);
    sized(600, 320, 0);
    expect(more()).toEqual([false, true]);
    sized(600, 320, 140);
    expect(more()).toEqual([true, true]);
    sized(600, 320, 280);
    expect(more()).toEqual([true, false]);
    sized(320, 320, 0);
    expect(more()).toEqual([false, false]);
  });

  it('has no cue when the tabs wrap into rows instead of scrolling', () => {
    render(<Tabs items={items} label={listLabel} wrap />);
    const strip = screen.getByRole('tablist', { name: listLabel });
    Object.defineProperty(strip, 'scrollWidth', { value: 600, configurable: true });
    Object.defineProperty(strip, 'clientWidth', { value: 320, configurable: true });
    fireEvent.scroll(strip);
    expect(strip.hasAttribute('data-more-end')).toBe(false);
  });
});
