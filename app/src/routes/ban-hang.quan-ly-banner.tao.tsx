import { createFileRoute } from '@tanstack/react-router';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { BannerForm } from '../features/seller-shop/banners/BannerForm';

export const Route = createFileRoute('/ban-hang/quan-ly-banner/tao')({
  loader: ({ context }) => sellerShopWordsReady(context),
  component: () => <BannerForm />,
});
