import { createFileRoute } from '@tanstack/react-router';
import { sellerVoucherQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingItemReady } from '../features/seller-marketing/seller-marketing-loaders';
import { VoucherDetail } from '../features/seller-marketing/vouchers/VoucherDetail';

export const Route = createFileRoute('/ban-hang/ma-giam-gia/chi-tiet/$id')({
  loader: ({ context, params }) =>
    sellerMarketingItemReady(context, () => context.services.queryClient.ensureQueryData(sellerVoucherQueryOptions(context.services, params.id))),
  component: function VoucherDetailPage() {
    return <VoucherDetail id={Route.useParams().id} />;
  },
});
