import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../hooks/use-services';
import { sellerVoucherQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingItemReady } from '../features/seller-marketing/seller-marketing-loaders';
import { VoucherForm } from '../features/seller-marketing/vouchers/VoucherForm';
import { VoucherDetail } from '../features/seller-marketing/vouchers/VoucherDetail';

export const Route = createFileRoute('/ban-hang/ma-giam-gia/cap-nhat/$id')({
  loader: ({ context, params }) =>
    sellerMarketingItemReady(context, () => context.services.queryClient.ensureQueryData(sellerVoucherQueryOptions(context.services, params.id))),
  component: VoucherEdit,
});

/** An ended voucher is history (core's campaignActions): its page shows it rather than a form. */
function VoucherEdit() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(sellerVoucherQueryOptions(useServices(), id));
  return data.status === 'upcoming' || data.status === 'running' ? <VoucherForm key={data._id} voucher={data} /> : <VoucherDetail id={id} />;
}
