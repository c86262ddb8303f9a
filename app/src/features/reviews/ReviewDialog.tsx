import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  REVIEW_CONTENT_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  reviewValidate,
  type Review,
} from '@modavi/core';
import { Button, Dialog, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { resultUnwrap } from '../../queries/gateway-failure';
import { ordersInvalidate } from '../../queries/order-queries';
import { reviewsInvalidate } from '../../queries/review-queries';
import { ImageUploadField } from '../refunds/ImageUploadField';
import * as orderStyles from '../orders/orders.css';
import * as styles from './reviews.css';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => index + REVIEW_RATING_MIN);

export interface ReviewDialogProps {
  readonly orderItemId: string;
  readonly productName: string;
  /** The buyer's review of this line when editing it (its one edit). */
  readonly existing?: Review | null;
}

/** Write (or edit once) the review of a delivered line: 1-5 stars, up to 150 characters, images. */
export function ReviewDialog({ orderItemId, productName, existing = null }: ReviewDialogProps) {
  const { t } = useTranslation();
  const { reviews } = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [content, setContent] = useState(existing?.content ?? '');
  const [images, setImages] = useState<string[]>(existing ? [...existing.images] : []);
  const [uploading, setUploading] = useState(false);
  // Checked on send, then on every change: a shortened text loses its message at once.
  const { issues, submit, reset } = useCheckedAfterSubmit(() => reviewValidate({ rating, content, images }));
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const save = useMutation({
    mutationFn: (draft: { rating: number; content: string; images: string[] }) =>
      resultUnwrap(existing ? reviews.reviewEdit(existing._id, draft) : reviews.reviewCreate({ order_item_id: orderItemId, ...draft })),
    onSuccess: () => openChange(false),
    onError: showError,
    onSettled: () => Promise.all([ordersInvalidate(client), reviewsInvalidate(client)]),
  });

  const message = (field: string) => {
    const found = issues.find((item) => item.field === field);
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : null;
  };
  const ratingProblem = message('rating');
  const contentProblem = message('content');

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button
          variant={existing ? 'ghost' : 'secondary'}
          size="sm"
          aria-label={t(existing ? 'reviews.editFor' : 'reviews.writeFor', { name: productName })}
        >
          {existing ? t('reviews.edit') : t('reviews.write')}
        </Button>
      }
      title={existing ? t('reviews.editTitle') : t('reviews.writeTitle')}
      description={existing ? t('reviews.editNote') : productName}
      closeLabel={t('reviews.close')}
      footer={
        <Button variant="primary" loading={save.isPending} disabled={uploading} onClick={() => submit((draft) => save.mutate(draft))}>
          {t('reviews.submit')}
        </Button>
      }
    >
      <Stack gap="md">
        <fieldset className={styles.stars} aria-describedby={ratingProblem ? `${contentId}-rating` : undefined}>
          <legend className={styles.legend}>{t('reviews.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value} className={styles.starOption}>
              <input
                className={styles.radio}
                type="radio"
                name={`${contentId}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {t('reviews.starsShort', { count: value })}
            </label>
          ))}
        </fieldset>
        {ratingProblem ? (
          <p role="alert" id={`${contentId}-rating`} className={orderStyles.alert}>
            {ratingProblem}
          </p>
        ) : null}
        <div className={orderStyles.field}>
          <label htmlFor={contentId} className={orderStyles.label}>
            {t('reviews.content')}
          </label>
          <textarea
            id={contentId}
            className={orderStyles.textarea}
            value={content}
            aria-describedby={`${contentId}-count`}
            aria-invalid={contentProblem ? true : undefined}
            onChange={(event) => setContent(event.target.value)}
          />
          <p className={orderStyles.muted} id={`${contentId}-count`}>
            {t('reviews.characters', { count: [...content.trim()].length, max: REVIEW_CONTENT_MAX })}
          </p>
          {contentProblem ? (
            <p role="alert" className={orderStyles.alert}>
              {contentProblem}
            </p>
          ) : null}
        </div>
        <ImageUploadField
          label={t('reviews.images')}
          images={images}
          max={REVIEW_IMAGES_MAX}
          onChange={setImages}
          onBusyChange={setUploading}
        />
      </Stack>
    </Dialog>
  );
}
