import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { categoriesQueryOptions } from '../queries/discovery-queries';
import { CategoriesPage } from '../features/categories/CategoriesPage';

export const Route = createFileRoute('/nganh-hang/')({
  loader: async ({ context }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'discovery'),
      context.services.queryClient.ensureQueryData(categoriesQueryOptions(context.services.catalogue)),
    ]);
  },
  component: () => <CategoriesPage variant="verticals" />,
});
