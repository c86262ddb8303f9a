import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_RATING_STEPS, searchParamsRead, type SearchParams } from '@modavi/core';
import { Button, Input, Select, Sheet } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { categoriesQueryOptions } from '../../queries/discovery-queries';
import { categoryName } from '../categories/category-name';
import type { ListUpdate } from './list-filters';
import * as styles from './discovery.css';

export interface FilterSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly params: SearchParams;
  readonly categoryFilter: boolean;
  readonly onApply: (update: ListUpdate) => void;
}

const ANY = '';
const whole = (text: string): boolean => text.trim() === '' || /^\d+$/.test(text.trim());

/**
 * The filters of a product list: category, price range (VND), shop country and rating. The
 * entered values go through core's `searchParamsRead`, the same reader the address uses, so
 * a reversed range is put the right way round and nonsense is dropped.
 */
export function FilterSheet({ open, onOpenChange, params, categoryFilter, onApply }: FilterSheetProps) {
  const { t, i18n } = useTranslation();
  const { catalogue } = useServices();
  const categories = useQuery({ ...categoriesQueryOptions(catalogue), enabled: categoryFilter });
  const [category, setCategory] = useState(params.category_id ?? ANY);
  const [priceMin, setPriceMin] = useState(params.price_min?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(params.price_max?.toString() ?? '');
  const [country, setCountry] = useState<string>(params.country ?? ANY);
  const [rating, setRating] = useState(params.rating_min?.toString() ?? ANY);
  const minValid = whole(priceMin);
  const maxValid = whole(priceMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!minValid || !maxValid) return;
    onApply((current) => {
      const { category_id, price_min: _min, price_max: _max, country: _country, rating_min: _rating, ...rest } = current;
      return searchParamsRead({
        ...rest,
        category_id: categoryFilter ? category : category_id,
        price_min: priceMin,
        price_max: priceMax,
        country,
        rating_min: rating,
      });
    });
  };

  const reset = () => {
    setCategory(categoryFilter ? ANY : (params.category_id ?? ANY));
    setPriceMin('');
    setPriceMax('');
    setCountry(ANY);
    setRating(ANY);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t('discovery.filters')}
      closeLabel={t('discovery.close')}
      footer={
        <div className={styles.sheetFooter}>
          <Button variant="secondary" onClick={reset}>
            {t('discovery.reset')}
          </Button>
          <Button variant="primary" type="submit" form="list-filters">
            {t('discovery.apply')}
          </Button>
        </div>
      }
    >
      <form id="list-filters" className={styles.filterForm} onSubmit={submit} noValidate>
        {categoryFilter ? (
          <Select
            label={t('discovery.category')}
            value={category}
            onValueChange={setCategory}
            options={[
              { value: ANY, label: t('discovery.anyCategory') },
              ...(categories.data ?? []).map((item) => ({ value: item._id, label: categoryName(item, i18n.language) })),
            ]}
          />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('discovery.priceRange')}</legend>
          <div className={styles.priceRow}>
            <Input
              label={t('discovery.priceMin')}
              inputMode="numeric"
              value={priceMin}
              onChange={(event) => setPriceMin(event.target.value)}
              error={minValid ? undefined : t('discovery.priceInvalid')}
            />
            <Input
              label={t('discovery.priceMax')}
              inputMode="numeric"
              value={priceMax}
              onChange={(event) => setPriceMax(event.target.value)}
              error={maxValid ? undefined : t('discovery.priceInvalid')}
            />
          </div>
        </fieldset>
        <Select
          label={t('discovery.country')}
          value={country}
          onValueChange={setCountry}
          options={[
            { value: ANY, label: t('discovery.anyCountry') },
            { value: 'VN', label: t('product.shopFrom_VN') },
            { value: 'KR', label: t('product.shopFrom_KR') },
          ]}
        />
        <Select
          label={t('discovery.rating')}
          value={rating}
          onValueChange={setRating}
          options={[
            { value: ANY, label: t('discovery.anyRating') },
            ...SEARCH_RATING_STEPS.map((step) => ({ value: String(step), label: t('discovery.ratingAtLeast', { rating: step }) })),
          ]}
        />
      </form>
    </Sheet>
  );
}
