import { createFileRoute } from '@tanstack/react-router';
import { searchAsIs } from '../hooks/search-as-is';
import { sellerPromotionQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingItemReady } from '../features/seller-marketing/seller-marketing-loaders';
import { PromotionDetail } from '../features/seller-marketing/promotions/PromotionDetail';

/** `?type=` is kept in the address as the spec has it; the program's own type decides. */
export const Route = createFileRoute('/ban-hang/chuong-trinh-cua-toi/chi-tiet/$id')({
  validateSearch: searchAsIs<{ type: string }>(),
  loader: ({ context, params }) =>
    sellerMarketingItemReady(context, () => context.services.queryClient.ensureQueryData(sellerPromotionQueryOptions(context.services, params.id))),
  component: function PromotionDetailPage() {
    return <PromotionDetail id={Route.useParams().id} />;
  },
});
