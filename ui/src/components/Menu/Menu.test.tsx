// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu } from './Menu.js';

afterEach(cleanup);

// Radix opens a dropdown on pointerdown (left button) or from the keyboard.
const open = (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'Enter' });

describe('Menu', () => {
  it('opens from its trigger with a heading and its commands, and runs the chosen one', () => {
    const logout = vi.fn();
    render(
      <Menu
        trigger={<button type="button">Lan</button>}
        heading="lan@modavi.vn"
        items={[
          { id: 'password', label: 'Đổi mật khẩu', onSelect: vi.fn() },
          { id: 'logout', label: 'Đăng xuất', onSelect: logout, tone: 'danger' },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Lan' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    open(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByText('lan@modavi.vn')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Đổi mật khẩu', 'Đăng xuất']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not run a disabled command', () => {
    const chosen = vi.fn();
    render(<Menu trigger={<button type="button">Menu</button>} items={[{ id: 'x', label: 'Xoá', onSelect: chosen, disabled: true }]} />);
    open(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    expect(chosen).not.toHaveBeenCalled();
  });
});
