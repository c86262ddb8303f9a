// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './QuantityStepper.js';

afterEach(cleanup);

const labels = { label: 'Số lượng', decreaseLabel: 'Giảm', increaseLabel: 'Tăng' };

function Controlled({ initial, max, onChange }: { initial: number; max: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...labels}
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps up and down and disables the buttons at the bounds', () => {
    render(<Controlled initial={1} max={2} />);
    const field = screen.getByRole('spinbutton', { name: labels.label });
    const minus = screen.getByRole('button', { name: labels.decreaseLabel });
    const plus = screen.getByRole('button', { name: labels.increaseLabel });
    expect(minus).toHaveProperty('disabled', true);

    fireEvent.click(plus);
    expect((field as HTMLInputElement).value).toBe('2');
    expect(field.getAttribute('aria-valuenow')).toBe('2');
    expect(plus).toHaveProperty('disabled', true);
    expect(minus).toHaveProperty('disabled', false);

    fireEvent.click(minus);
    expect((field as HTMLInputElement).value).toBe('1');
  });

  it('clamps a typed value on blur', () => {
    const onChange = vi.fn();
    render(<Controlled initial={1} max={5} onChange={onChange} />);
    const field = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(field.value).toBe('5');

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('5');
  });

  it('steps with arrow keys', () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...labels} value={3} max={10} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledWith(4);
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
