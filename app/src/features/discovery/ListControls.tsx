import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS, SEARCH_SORT_DEFAULT, type SearchParams, type SearchSort } from '@modavi/core';
import { listFilterCount, listFiltersCleared, listSorted, type ListUpdate } from './list-filters';
import { Button, Select } from '@modavi/ui';
import * as styles from './discovery.css';

const FilterSheet = lazy(() => import('./FilterSheet').then((module) => ({ default: module.FilterSheet })));

export interface ListControlsProps {
  readonly params: SearchParams;
  readonly onUpdate: (update: ListUpdate) => void;
  /** The category filter is offered (not on a category's own page). */
  readonly categoryFilter: boolean;
}

/** Sort order and the filter sheet of a product list; both live in the address (search params). */
export function ListControls({ params, onUpdate, categoryFilter }: ListControlsProps) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = listFilterCount(params, categoryFilter);
  // Without words, "relevance" orders by sales: call it what the buyer gets.
  const relevanceKey = params.q ? 'discovery.sort.relevance' : 'discovery.sort.popular';
  const sort = params.sort ?? SEARCH_SORT_DEFAULT;
  return (
    <div className={styles.controls}>
      <Select
        label={t('discovery.sortLabel')}
        value={sort}
        onValueChange={(value) => onUpdate((current) => listSorted(current, value as SearchSort))}
        options={SEARCH_SORTS.map((value) => ({ value, label: t(value === 'relevance' ? relevanceKey : `discovery.sort.${value}`) }))}
        rootClassName={styles.sort}
      />
      <Button variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
        {count > 0 ? t('discovery.filtersWithCount', { count }) : t('discovery.filters')}
      </Button>
      {count > 0 ? (
        <Button variant="ghost" onClick={() => onUpdate((current) => listFiltersCleared(current, categoryFilter))}>
          {t('discovery.clearFilters')}
        </Button>
      ) : null}
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            params={params}
            categoryFilter={categoryFilter}
            onApply={(update) => {
              setFiltersOpen(false);
              onUpdate(update);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
