import { useTranslation } from 'react-i18next';
import { ORDER_WAYBILL_MAX, orderWaybillValidate } from '@modavi/core';
import { Input } from '@modavi/ui';
import { OneFieldForm } from '../seller-shop/OneFieldForm';
import * as styles from './seller-orders.css';

export interface HandOverFormProps {
  /** The shipping the buyer chose at checkout, in words (orderShippingText). */
  readonly shippingCompany: string;
  readonly onHandOver: (waybill: string) => Promise<unknown>;
}

/** The hand-over: the shipping company and the waybill code (required: core's orderWaybillValidate, as the server). */
export function HandOverForm({ shippingCompany, onHandOver }: HandOverFormProps) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      className={styles.plainList}
      before={<Input label={t('sellerOrders.shippingCompany')} value={shippingCompany} readOnly />}
      label={t('sellerOrders.waybill')}
      // Room for the spaces a pasted code may carry: core trims them before it counts.
      maxLength={ORDER_WAYBILL_MAX + 10}
      submitText={t('sellerOrders.handOver')}
      check={orderWaybillValidate}
      onSubmit={onHandOver}
    />
  );
}
