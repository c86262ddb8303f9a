import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerShopKeys, shopCategoryQueryOptions, shopProductOptionsQueryOptions } from '../../../queries/seller-shop-queries';
import { DeleteButton } from '../DeleteButton';
import { CategoryStatusToggle } from './CategoryStatusToggle';
import * as styles from '../seller-shop.css';

/** /ban-hang/quan-ly-danh-muc/chi-tiet/{id}: a category with its status, created date and products. */
export function ShopCategoryDetail({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: category } = useSuspenseQuery(shopCategoryQueryOptions(services, id));
  const products = useQuery({ ...shopProductOptionsQueryOptions(services, '', category.products), enabled: category.products.length > 0 });
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{category.title}</Heading>
        <div className={styles.actions}>
          <CategoryStatusToggle category={category} />
          <Button asChild variant="secondary" size="sm">
            <Link to="/ban-hang/quan-ly-danh-muc/cap-nhat/$id" params={{ id }}>
              {t('sellerShop.edit')}
            </Link>
          </Button>
          <DeleteButton
            title={t('sellerShop.categories.deleteTitle', { title: category.title })}
            description={t('sellerShop.categories.deleteText')}
            remove={async () => (await services.seller()).shop.categoryDelete(id)}
            onDeleted={async () => {
              await queryClient.invalidateQueries({ queryKey: sellerShopKeys.categories });
              await navigate({ to: '/ban-hang/quan-ly-danh-muc', search: {} });
            }}
          />
        </div>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('sellerShop.categories.status')}</dt>
        <dd className={styles.definition}>
          <span className={category.status === 'show' ? styles.badgeOn : styles.badge}>{t(`sellerShop.categories.states.${category.status}`)}</span>
        </dd>
        <dt className={styles.term}>{t('sellerShop.createdAt')}</dt>
        <dd className={styles.definition}>{dateFormat(Date.parse(category.created_at), { withTime: true })}</dd>
        <dt className={styles.term}>{t('sellerShop.categories.productCount')}</dt>
        <dd className={styles.definition}>{category.products.length}</dd>
      </dl>
      <Heading level={2}>{t('sellerShop.categories.products')}</Heading>
      {category.products.length === 0 ? <p className={styles.muted}>{t('sellerShop.categories.noProducts')}</p> : null}
      <ul className={styles.pickList}>
        {(products.data ?? []).map((product) => (
          <li key={product._id} className={styles.pickItem}>
            {product.image ? <img className={styles.thumb} src={product.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
            <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'SellerCentre' }}>
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/ban-hang/quan-ly-danh-muc" search={{}}>{t('sellerShop.categories.back')}</Link>
    </div>
  );
}
