import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopProductOption } from '@modavi/core';
import { Checkbox, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { shopProductOptionsQueryOptions } from '../../queries/seller-shop-queries';
import * as styles from './seller-shop.css';

export interface ProductPickerProps {
  readonly legend: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly error?: string | undefined;
}

function ProductRow({ product, checked, onToggle }: { product: ShopProductOption; checked: boolean; onToggle: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.pickItem}>
      {product.image ? <img className={styles.thumb} src={product.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <Checkbox checked={checked} onCheckedChange={onToggle} label={product.hidden ? t('sellerShop.productHidden', { name: product.name }) : product.name} />
    </li>
  );
}

/**
 * Chooses some of the shop's own products (the server offers no other shop's): search by name,
 * tick to add; the chosen ones are listed first, by name, with a tick to remove.
 */
export function ProductPicker({ legend, value, onChange, error }: ProductPickerProps) {
  const { t } = useTranslation();
  const services = useServices();
  const [q, setQ] = useState('');
  const found = useQuery(shopProductOptionsQueryOptions(services, q.trim()));
  const chosen = useQuery({ ...shopProductOptionsQueryOptions(services, '', value), enabled: value.length > 0 });
  const toggle = (id: string, on: boolean) => onChange(on ? [...new Set([...value, id])] : value.filter((other) => other !== id));
  const chosenRows = value.length > 0 ? (chosen.data ?? []) : [];
  const offered = (found.data ?? []).filter((product) => !value.includes(product._id));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.muted}>{t('sellerShop.products.chosen', { n: value.length })}</p>
      {chosenRows.length > 0 ? (
        <ul className={styles.pickList} aria-label={t('sellerShop.products.chosenList')}>
          {chosenRows.map((product) => (
            <ProductRow key={product._id} product={product} checked onToggle={(on) => toggle(product._id, on)} />
          ))}
        </ul>
      ) : null}
      <Input type="search" label={t('sellerShop.products.search')} value={q} onChange={(event) => setQ(event.target.value)} />
      {found.data && offered.length === 0 ? <p className={styles.muted}>{t('sellerShop.products.none')}</p> : null}
      <ul className={styles.pickList} aria-label={t('sellerShop.products.offered')}>
        {offered.map((product) => (
          <ProductRow key={product._id} product={product} checked={false} onToggle={(on) => toggle(product._id, on)} />
        ))}
      </ul>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
