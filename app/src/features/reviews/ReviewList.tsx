import { useTranslation } from 'react-i18next';
import { dateFormat, ratingFormat, type ReviewPage, uploadedImageSrcSet } from '@modavi/core';
import { Button, Heading, Stack } from '@modavi/ui';
import * as orderStyles from '../orders/orders.css';
import * as styles from './reviews.css';

/** A review's picture is a 72px square (orders' image style). */
const REVIEW_IMAGE_SIZES = '72px';

export interface ReviewListProps {
  readonly page: ReviewPage;
  readonly headingId: string;
  /** Show which product each review is of (a shop's reviews). */
  readonly showProduct?: boolean;
  /** Level of each review's heading: one below the heading of the section holding the list. */
  readonly reviewLevel: 2 | 3;
  readonly onPage: (page: number) => void;
}

/** A rating summary (mean, count, bars per star) and a page of reviews with their images. */
export function ReviewList({ page, headingId, showProduct = false, reviewLevel, onPage }: ReviewListProps) {
  const { t } = useTranslation();
  const { summary } = page;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <Stack gap="md">
      <div className={styles.summary} aria-labelledby={headingId}>
        <p className={styles.average}>{t('reviews.average', { average: ratingFormat(summary.average) })}</p>
        <p className={orderStyles.muted}>{t('reviews.count', { count: summary.count })}</p>
        <ul className={styles.bars}>
          {[...summary.stars].reverse().map((count, index) => {
            const star = summary.stars.length - index;
            return (
              <li key={star} className={styles.bar}>
                <span>{t('reviews.starsShort', { count: star })}</span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.fill}
                    style={{ width: `${summary.count === 0 ? 0 : Math.round((count / summary.count) * 100)}%` }}
                  />
                </span>
                <span>{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {page.items.length === 0 ? <p className={orderStyles.muted}>{t('reviews.none')}</p> : null}
      <ul className={orderStyles.list}>
        {page.items.map((review) => (
          <li key={review._id} className={styles.review}>
            <Heading level={reviewLevel} size="item">
              {review.author?.name ?? t('reviews.buyer')}
            </Heading>
            <p className={styles.rating}>{t('reviews.ratingLine', { count: review.rating })}</p>
            {showProduct && review.product_name ? (
              <p className={orderStyles.muted}>
                {review.variant_name ? `${review.product_name} · ${review.variant_name}` : review.product_name}
              </p>
            ) : null}
            {review.content ? <p className={orderStyles.text}>{review.content}</p> : null}
            {review.images.length > 0 ? (
              <ul className={orderStyles.images}>
                {review.images.map((url, index) => (
                  <li key={url}>
                    <img className={orderStyles.image} src={url} srcSet={uploadedImageSrcSet(url)} sizes={REVIEW_IMAGE_SIZES} alt={t('reviews.imageAlt', { index: index + 1 })} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={orderStyles.muted}>
              {dateFormat(review.created_at)}
              {review.edited_at ? ` · ${t('reviews.edited')}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={orderStyles.pager} aria-label={t('reviews.pages')}>
          <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            {t('reviews.previous')}
          </Button>
          <span className={orderStyles.muted}>{t('reviews.pageOf', { page: page.page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            {t('reviews.next')}
          </Button>
        </nav>
      ) : null}
    </Stack>
  );
}
