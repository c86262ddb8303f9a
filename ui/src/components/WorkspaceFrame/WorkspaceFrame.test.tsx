// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WorkspaceFrame } from './WorkspaceFrame.js';

afterEach(cleanup);

const labels = { nav: 'Kênh người bán', menuOpen: 'Mở menu', menuClose: 'Đóng', collapse: 'Thu gọn', expand: 'Mở rộng', skipToContent: 'Tới nội dung' };

describe('WorkspaceFrame', () => {
  it('draws the navigation compact when collapsed, and asks to expand', () => {
    const change = vi.fn();
    render(
      <WorkspaceFrame brand="Modavi" collapsed renderNav={({ compact }) => <span>{compact ? 'icons' : 'words'}</span>} onCollapsedChange={change} labels={labels}>
        <h1>Sản phẩm</h1>
      </WorkspaceFrame>,
    );
    expect(screen.getByText('icons')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mở rộng' }));
    expect(change).toHaveBeenCalledWith(false);
    expect(screen.getByRole('main').textContent).toContain('Sản phẩm');
  });

  it('shows a notice under the top bar, outside the page, and nothing without one', () => {
    const frame = (notice?: string) => (
      <WorkspaceFrame brand="Modavi" collapsed={false} notice={notice} renderNav={() => null} onCollapsedChange={() => undefined} labels={labels}>
        <h1>Sản phẩm</h1>
      </WorkspaceFrame>
    );
    const { container, rerender } = render(frame('Shop đang tạm nghỉ'));
    const notice = screen.getByText('Shop đang tạm nghỉ');
    expect(screen.getByRole('main').contains(notice)).toBe(false);
    expect(container.querySelector('header')?.nextElementSibling?.contains(notice)).toBe(true);
    rerender(frame());
    expect(screen.queryByText('Shop đang tạm nghỉ')).toBeNull();
  });

  it('opens the phone menu with the navigation in words, and closes it from inside', () => {
    render(
      <WorkspaceFrame
        brand="Modavi"
        collapsed={false}
        renderNav={({ close }) => (
          <button type="button" onClick={close}>
            Danh mục
          </button>
        )}
        onCollapsedChange={() => undefined}
        labels={labels}
      >
        <h1>Sản phẩm</h1>
      </WorkspaceFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Danh mục' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
