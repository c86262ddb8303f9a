// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from './Toast.js';

afterEach(cleanup);
// The region's module loads with the first toast; load it once up front so no test races the transform.
beforeAll(async () => {
  await import('./ToastRegion.js');
});

const labels = { label: 'Thông báo', viewportLabel: 'Thông báo ({hotkey})', closeLabel: 'Đóng' };
const added: ToastOptions = { title: 'Đã thêm vào giỏ hàng', description: 'Áo thun trắng', tone: 'success' };

function Trigger({ options }: { options: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      {labels.label}
    </button>
  );
}

describe('Toast', () => {
  it('mounts its region with the first toast, shows title and description there, and closes it', async () => {
    render(
      <ToastProvider {...labels}>
        <Trigger options={added} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Thông báo (F8)' })).toBeNull();
    expect(screen.queryByText(added.title)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: labels.label }));
    const toast = (await screen.findByText(added.title)).closest('li');
    expect(screen.getByRole('region', { name: 'Thông báo (F8)' })).toBeTruthy();
    expect(toast?.getAttribute('data-tone')).toBe('success');
    expect(toast?.textContent).toContain('Áo thun trắng');

    fireEvent.click(screen.getByRole('button', { name: labels.closeLabel }));
    expect(screen.queryByText(added.title)).toBeNull();
  });

  it('stacks several toasts and returns distinct ids', async () => {
    const ids: string[] = [];
    function Many() {
      const { show } = useToast();
      return (
        <button type="button" onClick={() => ids.push(show({ title: 'A' }), show({ title: 'B', tone: 'danger' }))}>
          {labels.label}
        </button>
      );
    }
    render(
      <ToastProvider {...labels}>
        <Many />
      </ToastProvider>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: labels.label }));
    });
    expect(new Set(ids).size).toBe(2);
    expect(await screen.findAllByRole('button', { name: labels.closeLabel })).toHaveLength(2);
  });

  it('closes by itself after its duration', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      render(
        <ToastProvider {...labels} duration={1000}>
          <Trigger options={{ title: added.title }} />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: labels.label }));
      await act(async () => {});
      expect(screen.getByText(added.title)).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1100);
      });
      expect(screen.queryByText(added.title)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to work outside the provider', () => {
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Trigger options={added} />)).toThrow(/ToastProvider/);
    } finally {
      console.error = silence;
    }
  });
});
