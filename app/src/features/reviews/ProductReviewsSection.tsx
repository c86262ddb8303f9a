import { lazy, Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { REVIEWS_BUNDLE, productReviewsImport } from './product-reviews-lazy';

const Reviews = lazy(() => productReviewsImport().then((module) => ({ default: module.ProductReviews })));

/**
 * The `reviews` words, read into the i18n instance that renders: the server renders each page
 * with an instance of its own, so the words cannot be loaded once for the module.
 */
function ReviewsWords({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  use(localeBundleReady(i18n, REVIEWS_BUNDLE));
  return children;
}

/**
 * The reviews section of the product page, loaded on its own (code and `reviews` words) so the
 * product page's chunk carries only this stub.
 */
export function ProductReviewsSection({ productId, shopId }: { productId: string; shopId: string }) {
  return (
    <Suspense fallback={null}>
      <ReviewsWords>
        <Reviews productId={productId} shopId={shopId} />
      </ReviewsWords>
    </Suspense>
  );
}
