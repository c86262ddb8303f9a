import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { shopReviewsQueryOptions } from '../../queries/review-queries';
import { shopQueryOptions } from '../../queries/discovery-queries';
import { ReviewList } from './ReviewList';

const route = getRouteApi('/shop-feedback/$id');

/** /shop-feedback/{id}: every review of a shop's products under the shop's name, with its rating summary. */
export function ShopFeedbackPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { page } = route.useSearch();
  const navigate = useNavigate();
  const { reviews, discovery } = useServices();
  const { data: shop } = useSuspenseQuery(shopQueryOptions(discovery, id));
  const query = useQuery({ ...shopReviewsQueryOptions(reviews, id, page), placeholderData: keepPreviousData });
  return (
    <Stack gap="lg">
      <Heading level={1} id="shop-feedback">
        {t('reviews.shopTitleNamed', { shop: shop.name })}
      </Heading>
      {query.data ? (
        <ReviewList
          page={query.data}
          headingId="shop-feedback"
          showProduct
          reviewLevel={2}
          onPage={(next) => void navigate({ to: '/shop-feedback/$id', params: { id }, search: { page: next } })}
        />
      ) : (
        <Skeleton shape="rect" height="160px" />
      )}
    </Stack>
  );
}
