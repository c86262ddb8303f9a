// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18nCreate } from '../../i18n/i18n';
import { BottomNav } from './BottomNav';

afterEach(cleanup);

async function renderAt(pathname: string, locale: 'vi' | 'kr' = 'vi') {
  const i18n = await i18nCreate(locale);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <BottomNav pathname={pathname} /> }),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.findByRole('navigation');
}

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('the bottom navigation', () => {
  it('lists home, categories, community, notifications and account, and marks the page’s item', async () => {
    const nav = await renderAt('/nganh-hang/12');
    expect(nav.getAttribute('aria-label')).toBe('Điều hướng dưới');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trang chủ', '/'],
      ['Danh mục', '/danh-muc'],
      ['Cộng đồng', '/cong-dong'],
      ['Thông báo', '/trang-ca-nhan/thong-bao'],
      ['Tôi', '/trang-ca-nhan'],
    ]);
    expect(current().map((link) => link.textContent)).toEqual(['Danh mục']);
  });

  it('marks the notification list as notifications, not as the account, in English too', async () => {
    await renderAt('/trang-ca-nhan/thong-bao', 'kr');
    expect(current().map((link) => link.textContent)).toEqual(['Notifications']);
  });

  it('marks the orders as the account', async () => {
    await renderAt('/trang-ca-nhan/don-hang/o1', 'kr');
    expect(current().map((link) => link.textContent)).toEqual(['Me']);
  });

  it('marks nothing on a page of no item', async () => {
    await renderAt('/san-pham/1');
    expect(current()).toEqual([]);
  });
});
