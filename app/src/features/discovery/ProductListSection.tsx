import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '@modavi/core';
import { listFilterCount, listFiltersCleared, type ListUpdate } from './list-filters';
import { Button, Heading, Stack } from '@modavi/ui';
import { ListControls } from './ListControls';
import { ProductResults } from './ProductResults';
import * as styles from './discovery.css';

export interface ProductListSectionProps {
  readonly id: string;
  readonly title: ReactNode;
  /** 1 when the list is the page (search, category), 2 inside a page (seller page). */
  readonly headingLevel: 1 | 2;
  readonly params: SearchParams;
  readonly onUpdate: (update: ListUpdate) => void;
  readonly categoryFilter: boolean;
  readonly position: string;
  /** Extra content under the heading (a shop's categories). */
  readonly children?: ReactNode;
}

/** A product list page's body: heading, sort and filters in the address, endless results, empty state. */
export function ProductListSection({
  id,
  title,
  headingLevel,
  params,
  onUpdate,
  categoryFilter,
  position,
  children,
}: ProductListSectionProps) {
  const { t } = useTranslation();
  const filtered = listFilterCount(params, categoryFilter) > 0;
  const empty = (
    <div className={styles.empty} data-testid="list-empty">
      <p className={styles.emptyTitle}>{params.q ? t('discovery.emptyQuery', { query: params.q }) : t('discovery.emptyList')}</p>
      <p className={styles.emptyText}>{filtered ? t('discovery.emptyFilteredHint') : t('discovery.emptyHint')}</p>
      {filtered ? (
        <Button variant="primary" onClick={() => onUpdate((current) => listFiltersCleared(current, categoryFilter))}>
          {t('discovery.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <div className={styles.pageHead}>
        <Heading level={headingLevel} size="section" id={id}>
          {title}
        </Heading>
        {children}
        <ListControls params={params} onUpdate={onUpdate} categoryFilter={categoryFilter} />
      </div>
      <ProductResults params={params} labelledBy={id} position={position} empty={empty} cardHeadingLevel={headingLevel === 1 ? 2 : 3} />
    </Stack>
  );
}
