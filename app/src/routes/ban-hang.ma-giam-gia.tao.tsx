import { createFileRoute } from '@tanstack/react-router';
import { sellerMarketingWordsReady } from '../features/seller-marketing/seller-marketing-loaders';
import { VoucherForm } from '../features/seller-marketing/vouchers/VoucherForm';

export const Route = createFileRoute('/ban-hang/ma-giam-gia/tao')({
  loader: ({ context }) => sellerMarketingWordsReady(context),
  component: () => <VoucherForm />,
});
