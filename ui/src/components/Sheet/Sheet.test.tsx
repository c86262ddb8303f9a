// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Sheet } from './Sheet.js';

afterEach(cleanup);

const title = 'Bộ lọc';
const closeLabel = 'Đóng';

describe('Sheet', () => {
  it('is a modal dialog whose close button asks the owner to close it', () => {
    const onOpenChange = vi.fn();
    render(<Sheet open onOpenChange={onOpenChange} side="bottom" title={title} closeLabel={closeLabel} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: closeLabel }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('styles each side differently', () => {
    const { rerender } = render(<Sheet open side="left" title={title} closeLabel={closeLabel} />);
    const left = screen.getByRole('dialog').className;
    rerender(<Sheet open side="bottom" title={title} closeLabel={closeLabel} />);
    expect(screen.getByRole('dialog').className).not.toBe(left);
  });

  it('renders nothing while closed', () => {
    render(<Sheet open={false} title={title} closeLabel={closeLabel} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
