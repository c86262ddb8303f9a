import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { priceDiscountPercent, uploadedImageSrcSet, type PromotionShowcaseItem } from '@modavi/core';
import { ProductCard, ProductGrid, ProductGridItem } from '@modavi/ui';
import { productCardTexts } from '../home/product-card-props';
import * as styles from './PromotionsPage.css';

/**
 * A promotion's products as cards priced after the discount (the struck price is the product's
 * own) while promotion stock is left, with the promotion stock left and the purchase limits under each.
 */
export function PromotionProducts({
  items,
  labelledBy,
  position,
}: {
  items: readonly PromotionShowcaseItem[];
  labelledBy: string;
  position: string;
}) {
  const { t } = useTranslation();
  const texts = productCardTexts(t);
  return (
    <ProductGrid labelledBy={labelledBy}>
      {items.map(({ item, product, price_after, remaining }) => (
        <ProductGridItem key={product._id}>
          <div className={styles.cell} data-promotion-product={product._id}>
            <ProductCard
              // Once its promotion stock is sold the program prices nothing (core's variantPriceAt): the product's own price.
              product={remaining > 0 ? { ...product, sale_price: price_after, sale_price_original: item.price } : product}
              {...texts}
              discountPercent={remaining > 0 ? priceDiscountPercent(price_after, item.price) : priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageSrcSet={uploadedImageSrcSet(product.images[0])}
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position }} className={link.className}>
                  {link.children}
                </Link>
              )}
            />
            <ul className={styles.terms}>
              <li>{remaining > 0 ? t('promosShared.remaining', { count: remaining }) : t('promosShared.soldOut')}</li>
              {item.purchase_limit_per_order ? <li>{t('promosShared.perOrder', { count: item.purchase_limit_per_order })}</li> : null}
              {item.order_limit_per_user ? <li>{t('promosShared.perUser', { count: item.order_limit_per_user })}</li> : null}
            </ul>
          </div>
        </ProductGridItem>
      ))}
    </ProductGrid>
  );
}
