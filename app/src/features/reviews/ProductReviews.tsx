import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productReviewsQueryOptions } from '../../queries/review-queries';
import { ReviewList } from './ReviewList';
import * as orderStyles from '../orders/orders.css';

/** The product page's reviews section: rating summary and the buyers' reviews, paged. */
export function ProductReviews({ productId, shopId }: { productId: string; shopId: string }) {
  const { t } = useTranslation();
  const { reviews } = useServices();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...productReviewsQueryOptions(reviews, productId, page), placeholderData: keepPreviousData });
  return (
    <Stack as="section" gap="md" aria-labelledby="product-reviews">
      <Heading level={2} id="product-reviews">
        {t('reviews.title')}
      </Heading>
      {query.data ? (
        <ReviewList page={query.data} headingId="product-reviews" reviewLevel={3} onPage={setPage} />
      ) : (
        <Skeleton shape="rect" height="120px" />
      )}
      <Link to="/shop-feedback/$id" params={{ id: shopId }} search={{ page: 1 }} className={orderStyles.link}>
        {t('reviews.shopLink')}
      </Link>
    </Stack>
  );
}
