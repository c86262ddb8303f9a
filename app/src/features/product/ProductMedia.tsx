import { useTranslation } from 'react-i18next';
import { uploadedImageSrcSet, type Product, type Variant } from '@modavi/core';
import { ProductGallery } from '@modavi/ui';

/**
 * The product's images and its video (spec: images and at most one video). The chosen
 * variant's images come first when it has its own; the video is the last thumbnail.
 */
export function ProductMedia({ product, variant }: { readonly product: Product; readonly variant: Variant | null }) {
  const { t } = useTranslation();
  const images = variant?.images.length ? variant.images : product.images;
  return (
    <ProductGallery
      images={images}
      altText={(index) => t('product.imageAlt', { name: product.name, index: index + 1 })}
      label={t('product.gallery')}
      srcSetOf={uploadedImageSrcSet}
      video={
        product.video
          ? { src: product.video, label: t('productExtras.videoOf', { name: product.name }), thumbLabel: t('productExtras.video') }
          : null
      }
    />
  );
}
