// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Select } from './Select.js';

afterEach(cleanup);

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(<Select label="Sắp xếp" value="a" onValueChange={onValueChange} options={[{ value: 'a', label: 'Liên quan' }, { value: 'b', label: 'Mới nhất' }]} />);
    const select = screen.getByRole('combobox', { name: 'Sắp xếp' });
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onValueChange).toHaveBeenCalledWith('b');
  });
});
