import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ChatProductCard, ShopSummary } from '@modavi/core';
import { Button, ShopCard } from '@modavi/ui';
import { FollowButton } from '../seller-page/FollowButton';
import { shopFacts } from '../seller-page/shop-facts';
import { ChatNowButton } from '../chat/ChatNowButton';
import * as styles from './product-sections.css';

/** The shop selling the product: its facts, follow, "Chat ngay" (with the product's card), and a way to its page. */
export function ProductShopSection({ shop, product }: { readonly shop: ShopSummary; readonly product?: ChatProductCard }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('productExtras.shop')} className={styles.shop}>
      <ShopCard
        name={shop.name}
        avatar={shop.avatar}
        badge={t(`product.shopFrom_${shop.country}`)}
        facts={shopFacts(t, shop)}
        renderName={(link) => (
          <Link to="/nguoi-ban/$id" params={{ id: shop._id }} search={{ position: 'Product' }} className={link.className}>
            {link.children}
          </Link>
        )}
        actions={
          <div className={styles.shopActions}>
            <FollowButton shopId={shop._id} shopName={shop.name} />
            <ChatNowButton shopId={shop._id} shopName={shop.name} {...(product ? { product } : {})} />
            <Button asChild variant="secondary">
              <Link to="/nguoi-ban/$id" params={{ id: shop._id }} search={{ position: 'Product' }}>
                {t('productExtras.viewShop')}
              </Link>
            </Button>
          </div>
        }
      />
    </section>
  );
}
