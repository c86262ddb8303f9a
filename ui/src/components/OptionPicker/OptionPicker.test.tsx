// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OptionPicker, type PickerOption } from './OptionPicker.js';

afterEach(cleanup);

const name = 'Kích cỡ';
const options: PickerOption[] = [
  { value: 'S', label: 'S', hint: 'Còn 3' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L', disabled: true, hint: 'Hết hàng' },
];

describe('OptionPicker', () => {
  it('is a radio group named by the classification', () => {
    render(<OptionPicker name={name} options={options} value={null} onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'S Còn 3' })).toBeTruthy();
  });

  it('reports a pick and shows the chosen one as checked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<OptionPicker name={name} options={options} value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onChange).toHaveBeenCalledWith('M');

    rerender(<OptionPicker name={name} options={options} value="M" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /^S/ }).getAttribute('aria-checked')).toBe('false');
  });

  it('reports null when the chosen option is tapped again', () => {
    const onChange = vi.fn();
    render(<OptionPicker name={name} options={options} value="M" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('keeps a disabled option visible but unpickable', () => {
    const onChange = vi.fn();
    render(<OptionPicker name={name} options={options} value={null} onChange={onChange} />);
    const large = screen.getByRole('radio', { name: 'L Hết hàng' });
    expect(large).toHaveProperty('disabled', true);
    fireEvent.click(large);
    expect(onChange).not.toHaveBeenCalled();
  });
});
