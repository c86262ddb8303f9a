import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_COVER_IMAGE_SIZE, campaignActions, moneyFormat, promotionItemPrice } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerMarketingKeys, sellerPromotionQueryOptions } from '../../../queries/seller-marketing-queries';
import { shopProductOptionsQueryOptions } from '../../../queries/seller-shop-queries';
import { CampaignButtons } from '../CampaignButtons';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { campaignPeriod } from '../date-time-input';
import * as styles from '../../seller-shop/seller-shop.css';

const limitText = (value: number | null | undefined, none: string): string => (value === null || value === undefined ? none : String(value));

/** /ban-hang/chuong-trinh-cua-toi/chi-tiet/{id}: a program's cover, period and each product's terms, price after the discount and sales. */
export function PromotionDetail({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: program } = useSuspenseQuery(sellerPromotionQueryOptions(services, id));
  const ids = program.items.map((item) => item.product_id);
  const products = useQuery({ ...shopProductOptionsQueryOptions(services, '', ids), enabled: ids.length > 0 });
  const nameOf = new Map((products.data ?? []).map((product) => [product._id, product.name]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.promotions });
  const none = t('sellerMarketing.unlimited');
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{program.name}</Heading>
        <div className={styles.actions}>
          {campaignActions(program.status).edit ? (
            <Button asChild variant="secondary" size="sm">
              <Link to="/ban-hang/chuong-trinh-cua-toi/cap-nhat/$id" params={{ id }} search={{ type: program.type }}>
                {t('sellerShop.edit')}
              </Link>
            </Button>
          ) : null}
          <CampaignButtons
            status={program.status}
            name={program.name}
            kind="promotions"
            end={async () => (await services.seller()).marketing.promotionEnd(id)}
            remove={async () => (await services.seller()).marketing.promotionDelete(id)}
            onEnded={refresh}
            onDeleted={async () => {
              await refresh();
              await navigate({ to: '/ban-hang/chuong-trinh-cua-toi', search: { type: program.type } });
            }}
          />
        </div>
      </div>
      {program.cover_image ? (
        <img className={styles.preview} src={program.cover_image} alt={program.name} style={{ aspectRatio: `${BANNER_COVER_IMAGE_SIZE.width} / ${BANNER_COVER_IMAGE_SIZE.height}` }} />
      ) : null}
      <dl className={styles.details}>
        <dt className={styles.term}>{t('sellerMarketing.status')}</dt>
        <dd className={styles.definition}>
          <CampaignStatusBadge status={program.status} />
        </dd>
        <dt className={styles.term}>{t('sellerMarketing.promotions.type')}</dt>
        <dd className={styles.definition}>{t(`sellerMarketing.promotions.typeNames.${program.type}`)}</dd>
        <dt className={styles.term}>{t('sellerMarketing.period')}</dt>
        <dd className={styles.definition}>{campaignPeriod(program.start_time, program.end_time)}</dd>
        {program.description ? (
          <>
            <dt className={styles.term}>{t('sellerMarketing.promotions.description')}</dt>
            <dd className={styles.definition}>{program.description}</dd>
          </>
        ) : null}
      </dl>
      <Heading level={2}>{t('sellerMarketing.promotions.products')}</Heading>
      {program.items.map((item) => (
        <section key={item.product_id} className={styles.fieldset} aria-label={nameOf.get(item.product_id) ?? item.product_id}>
          <Link className={styles.cellTitle} to="/san-pham/$id" params={{ id: item.product_id }} search={{ position: 'SellerCentre' }}>
            {nameOf.get(item.product_id) ?? item.product_id}
          </Link>
          <dl className={styles.details}>
            <dt className={styles.term}>{t('sellerMarketing.promotions.discountPercent')}</dt>
            <dd className={styles.definition}>
              {item.max_discount ? t('sellerMarketing.vouchers.percentCapped', { percent: item.discount_percent, cap: moneyFormat(item.max_discount) }) : `${item.discount_percent}%`}
            </dd>
            <dt className={styles.term}>{t('sellerMarketing.promotions.prices')}</dt>
            <dd className={styles.definition}>{`${moneyFormat(item.price)} → ${moneyFormat(promotionItemPrice(item))}`}</dd>
            <dt className={styles.term}>{t('sellerMarketing.promotions.soldOfLimit')}</dt>
            <dd className={styles.definition}>{t('sellerMarketing.ofCount', { n: item.sold, of: item.product_limit })}</dd>
            <dt className={styles.term}>{t('sellerMarketing.promotions.perOrder')}</dt>
            <dd className={styles.definition}>{limitText(item.purchase_limit_per_order, none)}</dd>
            <dt className={styles.term}>{t('sellerMarketing.promotions.perUser')}</dt>
            <dd className={styles.definition}>{limitText(item.order_limit_per_user, none)}</dd>
          </dl>
        </section>
      ))}
      <Link to="/ban-hang/chuong-trinh-cua-toi" search={{ type: program.type }}>
        {t('sellerMarketing.promotions.back')}
      </Link>
    </div>
  );
}
