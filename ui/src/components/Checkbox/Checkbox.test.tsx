// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox.js';

afterEach(cleanup);

const label = 'Chọn tất cả';

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(box.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box.getAttribute('aria-checked')).toBe('true');
  });

  it('toggles when its label is clicked', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} defaultChecked onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByText(label));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('shows a mixed state and turns it into checked', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(box.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} disabled onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
