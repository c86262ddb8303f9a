import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import * as styles from './seller-shop.css';

/** A seller form's save and cancel buttons. */
export function FormActions({ submitting, onCancel }: { readonly submitting: boolean; readonly onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.formActions}>
      <Button type="submit" loading={submitting}>
        {t('sellerShop.save')}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('sellerShop.cancel')}
      </Button>
    </div>
  );
}
