import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  orderIsInternational,
  orderReturnSupported,
  PRODUCT_AUTHENTICITY_REFUND_PERCENT,
  shopShipsFromAbroad,
  type Product,
} from '@modavi/core';
import { Heading, Stack } from '@modavi/ui';
import * as styles from './product-sections.css';

/**
 * What the marketplace promises on this product: authenticity (spec 9: 200% back for a fake,
 * 100% for poor quality), returns within the product's period and conditions, and shipping.
 * An order of a shop shipping from abroad is international and cannot be returned (spec 8):
 * core's rule, the one the server and the order detail follow, in core's words.
 */
export function ProductPromises({ product }: { readonly product: Product }) {
  const { t } = useTranslation();
  // Before an address is chosen the order goes to Vietnam: only the shop's origin decides.
  const returnable = orderReturnSupported(orderIsInternational([shopShipsFromAbroad(product.shop)], false));
  return (
    <Stack gap="md">
      <Stack as="section" gap="sm" aria-labelledby="product-commitments" className={styles.panel}>
        <Heading level={2} id="product-commitments">
          {t('productExtras.commitments')}
        </Heading>
        <ul className={styles.promises}>
          <li>{t('productExtras.fakeRefund', { percent: PRODUCT_AUTHENTICITY_REFUND_PERCENT.fake })}</li>
          <li>{t('productExtras.qualityRefund', { percent: PRODUCT_AUTHENTICITY_REFUND_PERCENT.poorQuality })}</li>
          {!returnable ? (
            <li data-testid="product-no-returns">{t(errorI18nKey('ORDER.INTERNATIONAL_NO_RETURN'))}</li>
          ) : (
            <li>
              {t('productExtras.returnPeriod', { count: product.return_period })}
              {product.return_conditions.length > 0 ? (
                <ul className={styles.conditions} aria-label={t('productExtras.returnConditions')}>
                  {product.return_conditions.map((condition) => (
                    <li key={condition}>{condition}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          )}
        </ul>
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="product-shipping" className={styles.panel}>
        <Heading level={2} id="product-shipping">
          {t('productExtras.shipping')}
        </Heading>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('productExtras.shipsFrom')}</dt>
            <dd>{t(`productExtras.shipsFrom_${product.shop.country}`)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('productExtras.preparation')}</dt>
            <dd>{t('productExtras.days', { count: product.preparation_time })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('productExtras.weight')}</dt>
            <dd>{t('productExtras.grams', { weight: product.weight })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('productExtras.packing')}</dt>
            <dd>{t('productExtras.packingSize', { length: product.length, width: product.width, height: product.height })}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('productExtras.shippingFeeNote')}</p>
      </Stack>
    </Stack>
  );
}
