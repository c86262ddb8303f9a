import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_LENGTH_MAX, searchTerms } from '@modavi/core';
import { Button, Dialog, SearchCombobox, type SearchComboboxGroup } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productSuggestQueryOptions } from '../../queries/discovery-queries';
import { categoryName } from '../categories/category-name';
import { recentSearchesStore } from './recent-searches-store';
import * as styles from './SearchOverlay.css';

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The query of the page behind (the search page's `q`), to refine it. */
  initialQuery: string;
}

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

const PRODUCT = 'product:';
const CATEGORY = 'category:';
const RECENT = 'recent:';

/**
 * The search overlay: the search box with suggestions while typing (products and categories
 * from the server, matched without accents) and, before typing, the recent searches kept on
 * this device (core's rules: newest first, accents-insensitive duplicates merged).
 */
export function SearchOverlay({ open, onOpenChange, initialQuery }: SearchOverlayProps) {
  const { t, i18n } = useTranslation();
  const { discovery, local } = useServices();
  const navigate = useNavigate();
  const recent = useMemo(() => recentSearchesStore(local), [local]);
  const [value, setValue] = useState(initialQuery);
  const [recents, setRecents] = useState<string[]>(() => recent.list());
  const [debounced, setDebounced] = useState(initialQuery.trim());
  const typed = useDeferredValue(value);

  useEffect(() => {
    if (open) {
      setValue(initialQuery);
      setRecents(recent.list());
    }
  }, [open, initialQuery, recent]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const asking = searchTerms(debounced).length > 0;
  const suggestions = useQuery({
    ...productSuggestQueryOptions(discovery, debounced),
    enabled: open && asking,
    placeholderData: keepPreviousData,
  });

  const search = (query: string) => {
    const q = query.trim();
    if (q === '') return;
    setRecents(recent.add(q));
    onOpenChange(false);
    void navigate({ to: '/tim-kiem', search: { q } });
  };

  const select = (id: string) => {
    if (id.startsWith(RECENT)) return search(id.slice(RECENT.length));
    onOpenChange(false);
    if (value.trim() !== '') setRecents(recent.add(value));
    if (id.startsWith(PRODUCT))
      void navigate({ to: '/san-pham/$id', params: { id: id.slice(PRODUCT.length) }, search: { position: 'Search' } });
    if (id.startsWith(CATEGORY)) void navigate({ to: '/nganh-hang/$id', params: { id: id.slice(CATEGORY.length) }, search: {} });
  };

  const groups: SearchComboboxGroup[] = [];
  if (value.trim() === '') {
    if (recents.length > 0) {
      groups.push({
        id: 'recent',
        label: t('searchOverlay.recent'),
        options: recents.map((query) => ({ id: `${RECENT}${query}`, label: query })),
      });
    }
  } else if (asking && suggestions.data) {
    const { categories, products } = suggestions.data;
    if (categories.length > 0) {
      groups.push({
        id: 'categories',
        label: t('searchOverlay.categories'),
        options: categories.map((category) => ({
          id: `${CATEGORY}${category._id}`,
          label: categoryName(category, i18n.language),
          hint: t('searchOverlay.categoryHint'),
          image: category.image,
        })),
      });
    }
    if (products.length > 0) {
      groups.push({
        id: 'products',
        label: t('searchOverlay.products'),
        options: products.map((product) => ({ id: `${PRODUCT}${product._id}`, label: product.name, image: product.image })),
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('searchOverlay.title')}
      closeLabel={t('searchOverlay.close')}
      className={styles.panel}
    >
      <div className={styles.body}>
        <SearchCombobox
          value={value}
          onValueChange={setValue}
          onSubmit={search}
          onSelect={select}
          groups={groups}
          label={t('searchOverlay.label')}
          placeholder={t('searchOverlay.placeholder')}
          clearLabel={t('searchOverlay.clear')}
          submitLabel={t('searchOverlay.submit')}
          maxLength={SEARCH_QUERY_LENGTH_MAX}
          busy={suggestions.isFetching}
          autoFocus
        />
        {value.trim() === '' && recents.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setRecents(recent.clear())}>
            {t('searchOverlay.clearRecent')}
          </Button>
        ) : null}
        {value.trim() !== '' && asking && suggestions.data && groups.length === 0 && !suggestions.isFetching ? (
          <p className={styles.hint}>{t('searchOverlay.noSuggestions', { query: value.trim() })}</p>
        ) : null}
        {value.trim() === '' && recents.length === 0 ? <p className={styles.hint}>{t('searchOverlay.empty')}</p> : null}
      </div>
    </Dialog>
  );
}
