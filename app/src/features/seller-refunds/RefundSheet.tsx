import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, REFUND_SELLER_STEPS, refundSellerLabel, refundSellerStep, type RefundDeskItem, type RefundStatus } from '@modavi/core';
import { Heading, Price } from '@modavi/ui';
import { returnStatusKey } from '../orders/order-labels';
import * as orderStyles from '../orders/orders.css';
import * as sellerStyles from './refund-desk.css';
import * as shopStyles from '../seller-shop/seller-shop.css';

/** The spec's own name of a refund status (section 4), as the seller and the admin read it (the buyer's words say "you"). */
export const refundDeskStatusKey = (status: RefundStatus) => `refundDesk.status.${status}` as const;

export interface RefundSheetProps {
  readonly refund: RefundDeskItem;
  /** The order's code, as a link where the viewer has an order page. */
  readonly order: ReactNode;
  /** Whose words name the status: the seller's labels (spec 4) or the spec's statuses for the admin. */
  readonly viewer: 'seller' | 'admin';
}

/**
 * One return as the seller and the admin read it: where it stands (the seller-side label and
 * progress step, spec 4), what goes back and for how much, the buyer's reason and evidence,
 * the shop's and the admin's answers, and its history.
 */
export function RefundSheet({ refund, order, viewer }: RefundSheetProps) {
  const { t } = useTranslation();
  const step = refundSellerStep(refund.status);
  return (
    <div className={shopStyles.page}>
      <p className={shopStyles.muted}>
        {t('refundDesk.requestedAt', { date: dateFormat(refund.created_at, { withTime: true }) })} ·{' '}
        <span className={shopStyles.badge}>{viewer === 'seller' ? t(`refundLabels.${refundSellerLabel(refund.status)}`) : t(refundDeskStatusKey(refund.status))}</span>
      </p>
      {step ? (
        <ol className={sellerStyles.actions} aria-label={t('refundDesk.progress')}>
          {REFUND_SELLER_STEPS.map((candidate) => (
            <li key={candidate} className={candidate === step ? shopStyles.badgeOn : shopStyles.badge} aria-current={candidate === step ? 'step' : undefined}>
              {t(`refundLabels.${candidate}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <section className={sellerStyles.card} aria-labelledby="refund-desk-request">
        <Heading level={2} size="item" id="refund-desk-request">
          {t('refundDesk.request')}
        </Heading>
        <dl className={shopStyles.details}>
          <dt className={shopStyles.term}>{t('refundDesk.order')}</dt>
          <dd className={shopStyles.definition}>{order}</dd>
          {refund.buyer_name ? (
            <>
              <dt className={shopStyles.term}>{t('refundDesk.buyer')}</dt>
              <dd className={shopStyles.definition}>{refund.buyer_name}</dd>
            </>
          ) : null}
          {refund.shop_name ? (
            <>
              <dt className={shopStyles.term}>{t('refundDesk.shop')}</dt>
              <dd className={shopStyles.definition}>{refund.shop_name}</dd>
            </>
          ) : null}
          <dt className={shopStyles.term}>{t('refundDesk.reason')}</dt>
          <dd className={shopStyles.definition}>{refund.reason}</dd>
          {refund.description ? (
            <>
              <dt className={shopStyles.term}>{t('refundDesk.description')}</dt>
              <dd className={shopStyles.definition}>{refund.description}</dd>
            </>
          ) : null}
          <dt className={shopStyles.term}>{t('refundDesk.amount')}</dt>
          <dd className={shopStyles.definition}>
            <Price amount={refund.amount} />
          </dd>
          {refund.email ? (
            <>
              <dt className={shopStyles.term}>{t('refundDesk.buyerEmail')}</dt>
              <dd className={shopStyles.definition}>{refund.email}</dd>
            </>
          ) : null}
          {refund.return_status ? (
            <>
              <dt className={shopStyles.term}>{t('refundDesk.returnParcel')}</dt>
              <dd className={shopStyles.definition}>{t(returnStatusKey(refund.return_status))}</dd>
            </>
          ) : null}
        </dl>
        <EvidenceImages title={t('refundDesk.buyerImages')} images={refund.images} />
      </section>
      <RefundLines refund={refund} />
      <RefundAnswers refund={refund} />
      <section className={sellerStyles.card} aria-labelledby="refund-desk-history">
        <Heading level={2} size="item" id="refund-desk-history">
          {t('refundDesk.history')}
        </Heading>
        <ol className={sellerStyles.results}>
          {refund.history.map((entry) => (
            <li key={`${entry.status}-${entry.action_time}`}>
              {t(refundDeskStatusKey(entry.status))} · {dateFormat(entry.action_time, { withTime: true })}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function RefundLines({ refund }: { readonly refund: RefundDeskItem }) {
  const { t } = useTranslation();
  return (
    <section className={sellerStyles.card} aria-labelledby="refund-desk-lines">
      <Heading level={2} size="item" id="refund-desk-lines">
        {t('refundDesk.items')}
      </Heading>
      <ul className={orderStyles.list}>
        {refund.items.map((item) => (
          <li key={item.order_item_id} className={orderStyles.item}>
            {item.product.image ? <img className={orderStyles.thumb} src={item.product.image} alt="" /> : <span className={orderStyles.thumb} />}
            <div>
              <p className={orderStyles.itemName}>{item.product.name}</p>
              {item.product.variant_name ? <p className={orderStyles.muted}>{item.product.variant_name}</p> : null}
              <p className={orderStyles.muted}>{t('refundDesk.quantity', { count: item.quantity })}</p>
            </div>
            <Price amount={item.sale_price} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shop's rejection (reason, evidence, contact email) and the admin's reason, when given. */
function RefundAnswers({ refund }: { readonly refund: RefundDeskItem }) {
  const { t } = useTranslation();
  if (!refund.rejection && !refund.admin_reason) return null;
  return (
    <section className={sellerStyles.card} aria-labelledby="refund-desk-answers">
      <Heading level={2} size="item" id="refund-desk-answers">
        {t('refundDesk.answers')}
      </Heading>
      {refund.rejection ? (
        <dl className={shopStyles.details}>
          <dt className={shopStyles.term}>{t('refundDesk.shopRejection')}</dt>
          <dd className={shopStyles.definition}>{refund.rejection.reason}</dd>
          <dt className={shopStyles.term}>{t('refundDesk.shopEmail')}</dt>
          <dd className={shopStyles.definition}>{refund.rejection.email}</dd>
        </dl>
      ) : null}
      {refund.rejection ? <EvidenceImages title={t('refundDesk.shopImages')} images={refund.rejection.images} /> : null}
      {refund.admin_reason ? <p>{t('refundDesk.adminReason', { reason: refund.admin_reason })}</p> : null}
    </section>
  );
}

function EvidenceImages({ title, images }: { readonly title: string; readonly images: readonly string[] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul className={orderStyles.images} aria-label={title}>
      {images.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img className={orderStyles.image} src={url} alt={t('refundDesk.imageAlt', { title, index: index + 1 })} />
          </a>
        </li>
      ))}
    </ul>
  );
}
