// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CART_QUANTITY_MIN, cartQuantityClamp, cartQuantityMax } from '@modavi/core';
import { QuantityStepper } from './QuantityStepper.js';

afterEach(cleanup);

const labels = { label: 'Số lượng', decreaseLabel: 'Giảm', increaseLabel: 'Tăng' };

/** An owner as the app is one: it bounds each request with core's rule and keeps the result. */
function Owned({ initial, stock, onRequest }: { initial: number; stock: number; onRequest?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...labels}
      value={value}
      min={CART_QUANTITY_MIN}
      max={cartQuantityMax(stock)}
      onChange={(requested) => {
        onRequest?.(requested);
        setValue(cartQuantityClamp(requested, stock));
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps up and down and disables the buttons at the bounds it is given', () => {
    render(<Owned initial={1} stock={2} />);
    const field = screen.getByRole('spinbutton', { name: labels.label });
    const minus = screen.getByRole('button', { name: labels.decreaseLabel });
    const plus = screen.getByRole('button', { name: labels.increaseLabel });
    expect(minus).toHaveProperty('disabled', true);

    fireEvent.click(plus);
    expect((field as HTMLInputElement).value).toBe('2');
    expect(field.getAttribute('aria-valuenow')).toBe('2');
    expect(field.getAttribute('aria-valuemax')).toBe('2');
    expect(plus).toHaveProperty('disabled', true);
    expect(minus).toHaveProperty('disabled', false);

    fireEvent.click(minus);
    expect((field as HTMLInputElement).value).toBe('1');
  });

  it('reports a typed number as asked and shows the quantity the owner keeps', () => {
    const onRequest = vi.fn();
    render(<Owned initial={1} stock={5} onRequest={onRequest} />);
    const field = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.blur(field);
    expect(onRequest).toHaveBeenLastCalledWith(50);
    expect(field.value).toBe('5');

    fireEvent.change(field, { target: { value: '80' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onRequest).toHaveBeenLastCalledWith(80);
    expect(field.value).toBe('5');

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('5');
  });

  it('steps with arrow keys', () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...labels} value={3} min={1} max={10} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledWith(4);
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
