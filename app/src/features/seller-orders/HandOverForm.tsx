import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_WAYBILL_MAX, orderWaybillValidate } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { OneFieldForm } from '../seller-shop/OneFieldForm';
import * as styles from './seller-orders.css';

export interface HandOverFormProps {
  /** The shipping the buyer chose at checkout, in words (orderShippingText). */
  readonly shippingCompany: string;
  /** The carrier makes the waybill at hand-over (GHN, the runtime config): nothing to type. */
  readonly carrierMakesWaybill?: boolean;
  readonly onHandOver: (waybill: string) => Promise<unknown>;
}

/**
 * The hand-over: the shipping company and the waybill code (required: core's
 * orderWaybillValidate, as the server); when the carrier makes the waybill, a confirmation only.
 */
export function HandOverForm({ shippingCompany, carrierMakesWaybill = false, onHandOver }: HandOverFormProps) {
  const { t } = useTranslation();
  const company = <Input label={t('sellerOrders.shippingCompany')} value={shippingCompany} readOnly />;
  if (carrierMakesWaybill) return <CarrierHandOver company={company} onHandOver={onHandOver} />;
  return (
    <OneFieldForm
      className={styles.plainList}
      before={company}
      label={t('sellerOrders.waybill')}
      // Room for the spaces a pasted code may carry: core trims them before it counts.
      maxLength={ORDER_WAYBILL_MAX + 10}
      submitText={t('sellerOrders.handOver')}
      check={orderWaybillValidate}
      onSubmit={onHandOver}
    />
  );
}

function CarrierHandOver({ company, onHandOver }: { readonly company: React.ReactNode; readonly onHandOver: (waybill: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.plainList}>
      {company}
      <p>{t('sellerOrders.waybillByCarrier')}</p>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          // A refused request has said why in a toast.
          void onHandOver('').catch(() => undefined).finally(() => setBusy(false));
        }}
      >
        {t('sellerOrders.handOver')}
      </Button>
    </div>
  );
}
