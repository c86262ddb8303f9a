// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ModalPresenceProvider } from './ModalPresence.js';
import { Dialog } from '../Dialog/Dialog.js';
import { Sheet } from '../Sheet/Sheet.js';
import { Button } from '../Button/Button.js';

afterEach(cleanup);

/** Records each open and close the provider hears of. */
function recorder() {
  const heard: string[] = [];
  let open = 0;
  const onModalOpen = () => {
    open += 1;
    heard.push(`open ${open}`);
    return () => {
      open -= 1;
      heard.push(`close ${open}`);
    };
  };
  return { heard, onModalOpen };
}

describe('ModalPresenceProvider', () => {
  it('hears a trigger-driven dialog open and close', () => {
    const { heard, onModalOpen } = recorder();
    render(
      <ModalPresenceProvider onModalOpen={onModalOpen}>
        <Dialog trigger={<Button>Mở</Button>} title="Hộp thoại" closeLabel="Đóng" />
      </ModalPresenceProvider>,
    );
    expect(heard).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(heard).toEqual(['open 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(heard).toEqual(['open 1', 'close 0']);
  });

  it('hears controlled dialogs and sheets, each for as long as it is open or on the page', () => {
    const { heard, onModalOpen } = recorder();
    const page = (dialog: boolean, sheet: boolean) => (
      <ModalPresenceProvider onModalOpen={onModalOpen}>
        <Dialog open={dialog} title="Hộp thoại" closeLabel="Đóng" />
        {sheet ? <Sheet open title="Tìm kiếm" closeLabel="Đóng" /> : null}
      </ModalPresenceProvider>
    );
    const view = render(page(false, false));
    expect(heard).toEqual([]);
    view.rerender(page(true, false));
    view.rerender(page(true, true));
    expect(heard).toEqual(['open 1', 'open 2']);
    view.rerender(page(false, true));
    // A modal removed from the page while open counts as closed.
    view.rerender(page(false, false));
    expect(heard).toEqual(['open 1', 'open 2', 'close 1', 'close 0']);
  });

  it('lets modals work without a provider', () => {
    render(<Dialog open title="Hộp thoại" closeLabel="Đóng" />);
    expect(screen.getByRole('dialog', { name: 'Hộp thoại' })).toBeTruthy();
  });
});
