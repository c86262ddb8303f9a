import type { ReactNode } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { campaignActions, moneyFormat } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerMarketingKeys, sellerVoucherQueryOptions, shopCustomerOptionsQueryOptions } from '../../../queries/seller-marketing-queries';
import { shopProductOptionsQueryOptions } from '../../../queries/seller-shop-queries';
import { CampaignButtons } from '../CampaignButtons';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { campaignPeriod } from '../date-time-input';
import { voucherDiscountText } from './voucher-text';
import * as styles from '../../seller-shop/seller-shop.css';

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/** /ban-hang/ma-giam-gia/chi-tiet/{id}: a voucher's terms, reach and what it has done (saved, used, discount given). */
export function VoucherDetail({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: voucher } = useSuspenseQuery(sellerVoucherQueryOptions(services, id));
  const products = useQuery({ ...shopProductOptionsQueryOptions(services, '', voucher.product_ids), enabled: voucher.product_ids.length > 0 });
  const customers = useQuery({ ...shopCustomerOptionsQueryOptions(services, '', voucher.user_ids), enabled: voucher.user_ids.length > 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.vouchers });
  const limits = [voucher.app_only ? t('sellerMarketing.vouchers.appOnly') : null, voucher.first_purchase_only ? t('sellerMarketing.vouchers.firstPurchase') : null].filter(Boolean);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{voucher.name}</Heading>
        <div className={styles.actions}>
          {campaignActions(voucher.status).edit ? (
            <Button asChild variant="secondary" size="sm">
              <Link to="/ban-hang/ma-giam-gia/cap-nhat/$id" params={{ id }}>
                {t('sellerShop.edit')}
              </Link>
            </Button>
          ) : null}
          <CampaignButtons
            status={voucher.status}
            name={voucher.name}
            kind="vouchers"
            end={async () => (await services.seller()).marketing.voucherEnd(id)}
            remove={async () => (await services.seller()).marketing.voucherDelete(id)}
            onEnded={refresh}
            onDeleted={async () => {
              await refresh();
              await navigate({ to: '/ban-hang/ma-giam-gia', search: {} });
            }}
          />
        </div>
      </div>
      <Heading level={2}>{t('sellerMarketing.vouchers.figures')}</Heading>
      <dl className={styles.details}>
        <Row term={t('sellerMarketing.vouchers.saved')}>{t('sellerMarketing.ofCount', { n: voucher.usage.saved_count, of: voucher.saveable_count })}</Row>
        <Row term={t('sellerMarketing.vouchers.used')}>{t('sellerMarketing.ofCount', { n: voucher.usage.used_count, of: voucher.usable_count })}</Row>
        <Row term={t('sellerMarketing.vouchers.given')}>
          {voucher.max_budget ? t('sellerMarketing.ofAmount', { n: moneyFormat(voucher.usage.discount_given), of: moneyFormat(voucher.max_budget) }) : moneyFormat(voucher.usage.discount_given)}
        </Row>
      </dl>
      <Heading level={2}>{t('sellerMarketing.vouchers.terms')}</Heading>
      <dl className={styles.details}>
        <Row term={t('sellerMarketing.status')}>
          <CampaignStatusBadge status={voucher.status} />
        </Row>
        <Row term={t('sellerMarketing.vouchers.code')}>{voucher.code}</Row>
        <Row term={t('sellerMarketing.vouchers.kind')}>{t(`sellerMarketing.vouchers.kinds.${voucher.kind}`)}</Row>
        <Row term={t('sellerMarketing.period')}>{campaignPeriod(voucher.start_time, voucher.end_time)}</Row>
        <Row term={t('sellerMarketing.vouchers.discount')}>{voucherDiscountText(voucher, t)}</Row>
        <Row term={t('sellerMarketing.vouchers.minOrder')}>{moneyFormat(voucher.min_order)}</Row>
        <Row term={t('sellerMarketing.vouchers.maxBudget')}>{voucher.max_budget ? moneyFormat(voucher.max_budget) : t('sellerMarketing.unlimited')}</Row>
        <Row term={t('sellerMarketing.vouchers.perCustomer')}>{voucher.per_customer_limit}</Row>
        <Row term={t('sellerMarketing.vouchers.display')}>{t(`sellerMarketing.vouchers.displays.${voucher.display}`)}</Row>
        <Row term={t('sellerMarketing.vouchers.scope')}>{t(`sellerMarketing.vouchers.scopes.${voucher.scope}`)}</Row>
        <Row term={t('sellerMarketing.vouchers.limits')}>{limits.length > 0 ? limits.join(', ') : t('sellerMarketing.vouchers.noLimits')}</Row>
        <Row term={t('sellerMarketing.vouchers.users')}>
          {voucher.user_ids.length === 0 ? t('sellerMarketing.vouchers.everyone') : (customers.data ?? []).map((customer) => customer.name).join(', ')}
        </Row>
      </dl>
      {voucher.scope === 'specific_products' ? (
        <>
          <Heading level={2}>{t('sellerMarketing.vouchers.products')}</Heading>
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
        </>
      ) : null}
      <Link to="/ban-hang/ma-giam-gia" search={{}}>
        {t('sellerMarketing.vouchers.back')}
      </Link>
    </div>
  );
}
