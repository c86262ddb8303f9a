// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from './Input.js';

afterEach(cleanup);

const label = 'Số điện thoại';
const hint = 'Chúng tôi sẽ gửi mã OTP';
const error = 'Số điện thoại không hợp lệ';

describe('Input', () => {
  it('is labelled and reports typing', () => {
    const onChange = vi.fn();
    render(<Input label={label} onChange={onChange} />);
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value: '0912345678' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('links hint and error through aria-describedby and marks the field invalid', () => {
    render(<Input label={label} hint={hint} error={error} aria-describedby="external" />);
    const input = screen.getByLabelText(label);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('external');
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe(hint);
    expect(document.getElementById(ids[2] ?? '')?.textContent).toBe(error);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a hidden label accessible and uses a given id', () => {
    render(<Input label={label} hideLabel id="search" />);
    expect(screen.getByLabelText(label).id).toBe('search');
    expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toBeNull();
  });
});
