// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog.js';
import { Button } from '../Button/Button.js';

afterEach(cleanup);

const title = 'Xoá sản phẩm?';
const description = 'Sản phẩm sẽ bị xoá khỏi giỏ hàng.';
const closeLabel = 'Đóng';
const open = 'Xoá';
const body = 'Nội dung';

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal and closes with the close button', () => {
    render(
      <Dialog trigger={<Button>{open}</Button>} title={title} description={description} closeLabel={closeLabel}>
        {body}
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: open }));

    const dialog = screen.getByRole('dialog', { name: title });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(description);
    expect(dialog.textContent).toContain(body);

    fireEvent.click(screen.getByRole('button', { name: closeLabel }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports Escape to a controlled owner', () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.getAttribute('aria-describedby')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders a footer', () => {
    const confirm = 'Đồng ý';
    render(<Dialog open title={title} closeLabel={closeLabel} footer={<Button>{confirm}</Button>} />);
    expect(screen.getByRole('button', { name: confirm })).toBeTruthy();
  });

  it('gives focus back to the control that opened it, also when its owner opens it (issue 31, WCAG 2.4.3)', async () => {
    function Owned() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" aria-label="Giỏ hàng" onClick={() => setOpen(true)}>
            🛒
          </button>
          <Dialog open={isOpen} onOpenChange={setOpen} title={title} closeLabel={closeLabel} />
        </>
      );
    }
    render(<Owned />);
    const opener = screen.getByRole('button', { name: 'Giỏ hàng' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: title });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
