import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sizeChartTypeOf } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerSizeChartQueryOptions } from '../../../queries/seller-shop-queries';
import { SizeChartForm } from './SizeChartForm';
import * as styles from '../seller-shop.css';

/** /ban-hang/quan-ly-size-chart/cap-nhat/{id}: the chart's form, and the products that use it (a product picks its chart in its own form). */
export function SizeChartEdit({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const { data: chart } = useSuspenseQuery(sellerSizeChartQueryOptions(useServices(), id));
  // A chart saved before the kinds existed (the seed's own) keeps its rows under the kind they fit best: tops.
  const type = sizeChartTypeOf(chart.type) ?? 'tops';
  return (
    <div className={styles.page}>
      <SizeChartForm key={chart._id} type={type} chart={chart} />
      <section className={styles.fieldset} aria-labelledby="size-chart-products">
        <Heading level={2} id="size-chart-products">
          {t('sellerShop.sizeCharts.usedBy')}
        </Heading>
        {chart.products.length === 0 ? <p className={styles.muted}>{t('sellerShop.sizeCharts.usedByNone')}</p> : null}
        <ul className={styles.pickList}>
          {chart.products.map((product) => (
            <li key={product._id} className={styles.pickItem}>
              {product.image ? <img className={styles.thumb} src={product.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
              <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'SellerCentre' }}>
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
