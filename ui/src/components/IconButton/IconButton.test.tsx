// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IconButton } from './IconButton.js';

afterEach(cleanup);

describe('IconButton', () => {
  it('takes its accessible name from label and calls onClick', () => {
    const onClick = vi.fn();
    const label = 'Giỏ hàng';
    render(
      <IconButton label={label} onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: label });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    const label = 'Tìm kiếm';
    render(
      <IconButton label={label} disabled onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });
});
