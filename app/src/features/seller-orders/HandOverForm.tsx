import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { ORDER_WAYBILL_MAX, orderWaybillValidate } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import * as styles from './seller-orders.css';

export interface HandOverFormProps {
  /** The carrier the buyer chose at checkout. */
  readonly shippingCompany: string;
  readonly onHandOver: (waybill: string) => Promise<unknown>;
}

/** The hand-over: the shipping company and the waybill code (required: core's orderWaybillValidate, as the server). */
export function HandOverForm({ shippingCompany, onHandOver }: HandOverFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const form = useForm({
    defaultValues: { waybill: '' },
    validators: {
      onSubmit: ({ value }) => {
        const checked = orderWaybillValidate(value.waybill);
        return checked.ok ? undefined : issuesFormError(checked.error);
      },
    },
    onSubmit: async ({ value }) => {
      const checked = orderWaybillValidate(value.waybill);
      if (checked.ok) await onHandOver(checked.value).catch(() => undefined);
    },
  });
  return (
    <form
      noValidate
      className={styles.plainList}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Input label={t('sellerOrders.shippingCompany')} value={shippingCompany} readOnly />
      <form.Field name="waybill">
        {(field) => (
          <Input
            label={t('sellerOrders.waybill')}
            value={field.state.value}
            maxLength={ORDER_WAYBILL_MAX + 10}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" loading={submitting}>
            {t('sellerOrders.handOver')}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
