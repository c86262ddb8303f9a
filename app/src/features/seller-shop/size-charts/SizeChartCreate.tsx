import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SIZE_ATTRIBUTES, SIZE_CHART_TEMPLATES, SIZE_CHART_TYPES, type SizeChartType } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { SizeChartForm } from './SizeChartForm';
import * as styles from '../seller-shop.css';

/** /ban-hang/quan-ly-size-chart/tao?type=: the kind's template as a form; without a kind, the kinds to choose from. */
export function SizeChartCreate({ type }: { readonly type: SizeChartType | undefined }) {
  const { t } = useTranslation();
  if (type) return <SizeChartForm key={type} type={type} />;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('sellerShop.sizeCharts.createHeading')}</Heading>
      <p className={styles.muted}>{t('sellerShop.sizeCharts.pickType')}</p>
      <ul className={styles.pickList} style={{ maxHeight: 'none' }}>
        {SIZE_CHART_TYPES.map((kind) => (
          <li key={kind} className={styles.fieldset}>
            <Link to="/ban-hang/quan-ly-size-chart/tao" search={{ type: kind }} className={styles.cellTitle}>
              {t(`sellerShop.sizeCharts.types.${kind}`)}
            </Link>
            <span className={styles.muted}>{SIZE_CHART_TEMPLATES[kind].map((attribute) => t(`sellerShop.sizeCharts.attributes.${SIZE_ATTRIBUTES[attribute]}`)).join(', ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
