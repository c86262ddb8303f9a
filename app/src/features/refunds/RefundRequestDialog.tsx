import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  err,
  errorI18nKey,
  issue,
  REFUND_REQUEST_DESCRIPTION_MAX,
  REFUND_REQUEST_IMAGES_MAX,
  refundableShopParts,
  refundItemsOfShop,
  refundRequestValidate,
  type OrderShop,
} from '@modavi/core';
import { Button, Dialog, Input, Select, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { reasonsQueryOptions } from '../../queries/order-queries';
import { useOrderSteps } from '../orders/use-order-steps';
import { ImageUploadField } from './ImageUploadField';
import * as styles from '../orders/orders.css';

/**
 * Ask to return the order: a reason from the refund reasons, the buyer's description, evidence
 * images and an optional email, checked with core's refundRequestValidate before sending. A
 * return belongs to one shop: an order of several live shops asks which shop's goods go back
 * (core's refundItemsOfShop names that part's lines).
 */
export function RefundRequestDialog({ orderId, shops }: { orderId: string; shops: readonly OrderShop[] }) {
  const { t, i18n } = useTranslation();
  const { orders } = useServices();
  const navigate = useNavigate();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const parts = refundableShopParts(shops);
  const [shopId, setShopId] = useState('');
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const items = refundItemsOfShop(parts, shopId);
  // Checked on send, then on every change: a fixed field's message goes at once.
  const { issues, submit, reset } = useCheckedAfterSubmit(() => {
    const checked = refundRequestValidate({ reason, description, email, images, items });
    if (parts.length <= 1 || items.length > 0) return checked;
    return err([issue('shop', 'REFUND.REQUEST_ONE_SHOP'), ...(checked.ok ? [] : checked.error)]);
  });
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const reasons = useQuery({ ...reasonsQueryOptions(orders, 'refund', i18n.language), enabled: open });
  const { refundRequest } = useOrderSteps(orderId);

  const message = (field: string) => {
    const found = issues.find((item) => item.field === field || item.field.startsWith(`${field}.`));
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };

  const send = () =>
    submit((request) =>
      refundRequest.mutate(request, {
        onSuccess: () => {
          openChange(false);
          void navigate({ to: '/trang-ca-nhan/don-hang/$id', params: { id: orderId }, search: { view: 'refund' } });
        },
      }),
    );

  const shopProblem = message('shop');
  const reasonProblem = message('reason');
  const descriptionProblem = message('description');
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      trigger={<Button variant="secondary">{t('orders.refund.open')}</Button>}
      title={t('orders.refund.title')}
      description={t('orders.refund.description')}
      closeLabel={t('orders.close')}
      footer={
        <Button variant="primary" loading={refundRequest.isPending} disabled={uploading} onClick={send}>
          {t('orders.refund.submit')}
        </Button>
      }
    >
      <Stack gap="md">
        {parts.length > 1 ? (
          <>
            <Select
              label={t('orders.refund.shop')}
              value={shopId}
              onValueChange={setShopId}
              options={[
                { value: '', label: t('orders.refund.chooseShop') },
                ...parts.map((part) => ({ value: part.shop._id, label: part.shop.name })),
              ]}
              aria-invalid={shopProblem ? true : undefined}
            />
            {shopProblem ? (
              <p role="alert" className={styles.alert}>
                {shopProblem}
              </p>
            ) : null}
          </>
        ) : null}
        <Select
          label={t('orders.refund.reason')}
          value={reason}
          onValueChange={setReason}
          options={[
            { value: '', label: reasons.isPending ? t('orders.loading') : t('orders.refund.choose') },
            ...(reasons.data ?? []).map((item) => ({ value: item.name, label: item.name })),
          ]}
          aria-invalid={reasonProblem ? true : undefined}
        />
        {reasonProblem ? (
          <p role="alert" className={styles.alert}>
            {reasonProblem}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={descriptionId} className={styles.label}>
            {t('orders.refund.details')}
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            value={description}
            maxLength={REFUND_REQUEST_DESCRIPTION_MAX}
            aria-describedby={`${descriptionId}-count`}
            aria-invalid={descriptionProblem ? true : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p className={styles.muted} id={`${descriptionId}-count`}>
            {t('orders.characters', { count: [...description].length, max: REFUND_REQUEST_DESCRIPTION_MAX })}
          </p>
          {descriptionProblem ? (
            <p role="alert" className={styles.alert}>
              {descriptionProblem}
            </p>
          ) : null}
        </div>
        <Input
          label={t('orders.refund.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={message('email')}
        />
        <ImageUploadField
          label={t('orders.refund.images')}
          images={images}
          max={REFUND_REQUEST_IMAGES_MAX}
          onChange={setImages}
          onBusyChange={setUploading}
        />
        {message('images') ? (
          <p role="alert" className={styles.alert}>
            {message('images')}
          </p>
        ) : null}
      </Stack>
    </Dialog>
  );
}
