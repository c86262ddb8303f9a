import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';

let LazyReviews: ComponentType<{ productId: string; shopId: string }> | null = null;

const reviewsLoad = (instance: i18n) =>
  lazy(() =>
    Promise.all([localeBundleReady(instance, 'reviews'), import('./ProductReviews')]).then(([, module]) => ({
      default: module.ProductReviews,
    })),
  );

/**
 * The reviews section of the product page, loaded on its own (code and `reviews` words) so the
 * product page's chunk carries only this stub.
 */
export function ProductReviewsSection({ productId, shopId }: { productId: string; shopId: string }) {
  const { i18n } = useTranslation();
  LazyReviews ??= reviewsLoad(i18n);
  const Reviews = LazyReviews;
  return (
    <Suspense fallback={null}>
      <Reviews productId={productId} shopId={shopId} />
    </Suspense>
  );
}
