import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import { BulkTableSection } from './BulkTableSection';
import { BulkSheetSection } from './BulkSheetSection';
import * as styles from '../seller-products/seller-products.css';

/** Bulk edit (chinh-sua-hang-loat): price and stock of many products at once, in the table or by spreadsheet. */
export function BulkEditPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('productSheets.title')}</Heading>
      <p className={styles.muted}>{t('productSheets.intro')}</p>
      <BulkSheetSection />
      <BulkTableSection />
    </div>
  );
}
