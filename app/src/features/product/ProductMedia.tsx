import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Variant } from '@modavi/core';
import * as styles from './product-sections.css';

type Shown = { readonly kind: 'image'; readonly index: number } | { readonly kind: 'video' };

/**
 * The product's images and its video (spec: images and at most one video). The chosen
 * variant's images come first when it has its own; the video is the last thumbnail.
 */
export function ProductMedia({ product, variant }: { readonly product: Product; readonly variant: Variant | null }) {
  const { t } = useTranslation();
  const images = variant?.images.length ? variant.images : product.images;
  const video = product.video ?? null;
  const [shown, setShown] = useState<Shown>({ kind: 'image', index: 0 });
  const current: Shown = shown.kind === 'image' && shown.index >= images.length ? { kind: 'image', index: 0 } : shown;
  const imageAlt = (index: number) => t('product.imageAlt', { name: product.name, index: index + 1 });
  const count = images.length + (video ? 1 : 0);

  return (
    <div className={styles.mediaBox}>
      {current.kind === 'video' && video ? (
        <video className={styles.mediaMain} src={video} poster={images[0]} controls playsInline preload="metadata" aria-label={t('productExtras.videoOf', { name: product.name })} />
      ) : images[current.kind === 'image' ? current.index : 0] !== undefined ? (
        <img className={styles.mediaMain} src={images[current.kind === 'image' ? current.index : 0]} alt={imageAlt(current.kind === 'image' ? current.index : 0)} />
      ) : null}
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t('product.gallery')}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button type="button" className={styles.thumb} aria-pressed={current.kind === 'image' && current.index === index} onClick={() => setShown({ kind: 'image', index })}>
                <img className={styles.thumbImage} src={image} alt={imageAlt(index)} />
              </button>
            </li>
          ))}
          {video ? (
            <li>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={current.kind === 'video'}
                onClick={() => setShown({ kind: 'video' })}
                data-testid="video-thumb"
              >
                {images[0] ? <img className={styles.thumbImage} src={images[0]} alt="" /> : null}
                <svg className={styles.play} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle className={styles.playDisc} cx="12" cy="12" r="11" />
                  <path d="M10 8l6 4-6 4z" fill="currentColor" />
                </svg>
                <span className={styles.visuallyHidden}>{t('productExtras.video')}</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
