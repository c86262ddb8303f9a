import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_PRODUCTS_MAX, type TaggedProduct } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import * as styles from './community.css';

/** A product's id from what was pasted: its page's address (`…/san-pham/{id}`) or the id itself. */
export function productIdOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/san-pham\/([^/?#\s]+)/.exec(trimmed);
  return decodeURIComponent(match?.[1] ?? trimmed);
}

export interface ProductTagFieldProps {
  readonly products: readonly TaggedProduct[];
  readonly onChange: (products: TaggedProduct[]) => void;
  readonly error: string | null;
}

/** Optional product tags: paste a product's link or id, it is looked up in the catalogue and shown as a chip. */
export function ProductTagField({ products, onChange, error }: ProductTagFieldProps) {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = async () => {
    const productId = productIdOf(text);
    if (productId === '' || products.some((product) => product._id === productId)) return setText('');
    setBusy(true);
    const found = await catalogue.productGet(productId);
    setBusy(false);
    if (!found.ok) return setProblem(t('community.products.notFound'));
    setProblem(null);
    setText('');
    onChange([...products, { _id: found.value._id, name: found.value.name, image: found.value.images[0] ?? null }]);
  };
  const shown = problem ?? error;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <Input
          id={id}
          label={t('community.products.label')}
          hint={t('community.products.hint', { max: POST_PRODUCTS_MAX })}
          value={text}
          maxLength={500}
          disabled={products.length >= POST_PRODUCTS_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          {...(shown ? { error: shown } : {})}
        />
        <Button variant="secondary" size="sm" loading={busy} disabled={text.trim() === '' || products.length >= POST_PRODUCTS_MAX} onClick={() => void add()}>
          {t('community.products.add')}
        </Button>
      </div>
      {products.length > 0 ? (
        <ul className={styles.chips}>
          {products.map((product) => (
            <li key={product._id}>
              <button type="button" className={styles.chip} aria-label={t('community.products.remove', { name: product.name })} onClick={() => onChange(products.filter((other) => other._id !== product._id))}>
                {product.image ? <img className={styles.chipImage} src={product.image} alt="" /> : null}
                <span className={styles.chipName}>{product.name}</span>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
