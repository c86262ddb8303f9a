import { createFileRoute } from '@tanstack/react-router';
import { promotionTypeRead } from '@modavi/core';
import { sellerMarketingWordsReady } from '../features/seller-marketing/seller-marketing-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { PromotionForm } from '../features/seller-marketing/promotions/PromotionForm';

/** `?type=` is the kind of program the seller creates (core's PROMOTION_TYPES). */
export const Route = createFileRoute('/ban-hang/chuong-trinh-cua-toi/tao')({
  validateSearch: searchAsIs<{ type: string }>(),
  loader: ({ context }) => sellerMarketingWordsReady(context),
  component: function PromotionCreatePage() {
    const type = promotionTypeRead(Route.useSearch().type);
    return <PromotionForm key={type} type={type} />;
  },
});
