import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListUpdate } from '../discovery/list-filters';
import { ProductListSection } from '../discovery/ProductListSection';

const route = getRouteApi('/tim-kiem');

/** /tim-kiem: results of the query with filters and order, all in the address. */
export function SearchPage() {
  const { t } = useTranslation();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ProductListSection
      id="search-results"
      title={params.q ? t('discovery.searchResults', { query: params.q }) : t('discovery.searchAll')}
      headingLevel={1}
      params={params}
      onUpdate={(update: ListUpdate) => void navigate({ search: (previous) => update(previous) })}
      categoryFilter
      position="Search"
    />
  );
}
