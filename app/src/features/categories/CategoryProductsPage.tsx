import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '@modavi/core';
import { Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { categoriesQueryOptions } from '../../queries/discovery-queries';
import { ProductListSection } from '../discovery/ProductListSection';
import { categoryName } from './category-name';
import * as styles from '../discovery/discovery.css';

const route = getRouteApi('/nganh-hang/$id');

/** /nganh-hang/{id}: one category's products with the search page's filters and order. */
export function CategoryProductsPage() {
  const { t, i18n } = useTranslation();
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { catalogue } = useServices();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(catalogue));
  const category = categories.find((item) => item._id === id);
  const params: SearchParams = { ...search, category_id: id };
  return (
    <Stack gap="md">
      <nav aria-label={t('discovery.breadcrumb')}>
        <Link to="/nganh-hang" className={styles.crumb}>
          {t('discovery.verticalsTitle')}
        </Link>
      </nav>
      <ProductListSection
        id="category-products"
        title={category ? categoryName(category, i18n.language) : ''}
        headingLevel={1}
        params={params}
        onUpdate={(update) =>
          void navigate({
            search: (previous) => {
              const { category_id: _category, ...next } = update({ ...previous, category_id: id });
              return next;
            },
          })
        }
        categoryFilter={false}
        position="Category"
      />
    </Stack>
  );
}
