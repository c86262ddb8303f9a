// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Locale } from '@modavi/core';
import { localeInstances, screenRender } from '../../../testing/screen-render';
import { SizeChartCreate } from './SizeChartCreate';
import { sizeChartCreateSearch } from './size-chart-search';

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['seller-shop']);
});
afterEach(cleanup);

/** The create page at an address, under a root route as in the app: the root's search holds the address's whole search. */
function createPageAt(address: string) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/ban-hang/quan-ly-size-chart/tao',
    validateSearch: sizeChartCreateSearch,
    component: function Page() {
      return <SizeChartCreate type={page.useSearch().type} />;
    },
  });
  return createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [address] }) });
}

describe('/ban-hang/quan-ly-size-chart/tao?type=', () => {
  it.each([
    ['vi', 'shirt', 'Thêm bảng size'],
    ['vi', 'constructor', 'Thêm bảng size'],
    ['kr', 'shirt', 'Add a size chart'],
  ] as const)('%s: an unknown type (%s) falls back to the list of types instead of crashing', async (locale, type, heading) => {
    screenRender(instances[locale], () => <RouterProvider router={createPageAt(`/ban-hang/quan-ly-size-chart/tao?type=${type}`)} />);
    await screen.findByRole('heading', { level: 1, name: heading });
    screen.getByRole('link', { name: locale === 'vi' ? 'Áo' : 'Tops' });
  });
});
