import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../hooks/use-services';
import { searchAsIs } from '../hooks/search-as-is';
import { sellerPromotionQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingItemReady } from '../features/seller-marketing/seller-marketing-loaders';
import { PromotionForm } from '../features/seller-marketing/promotions/PromotionForm';
import { PromotionDetail } from '../features/seller-marketing/promotions/PromotionDetail';

/** `?type=` is kept in the address as the spec has it; the program's own type decides. */
export const Route = createFileRoute('/ban-hang/chuong-trinh-cua-toi/cap-nhat/$id')({
  validateSearch: searchAsIs<{ type: string }>(),
  loader: ({ context, params }) =>
    sellerMarketingItemReady(context, () => context.services.queryClient.ensureQueryData(sellerPromotionQueryOptions(context.services, params.id))),
  component: PromotionEdit,
});

/** An ended program is history (core's campaignActions): its page shows it rather than a form. */
function PromotionEdit() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(sellerPromotionQueryOptions(useServices(), id));
  return data.status === 'upcoming' || data.status === 'running' ? <PromotionForm key={data._id} type={data.type} program={data} /> : <PromotionDetail id={id} />;
}
