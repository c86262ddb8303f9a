import { useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './ProductGallery.css.js';

/** The large image: the phone's width, half the 75rem container beside the buy box from the desktop breakpoint. */
const MAIN_SIZES = '(min-width: 1024px) 600px, 100vw';
/** A thumbnail is 4rem square. */
const THUMB_SIZES = '64px';

/** A product's video: it plays in the large frame, its thumbnail comes last. */
export interface ProductGalleryVideo {
  src: string;
  /** Accessible name of the player, e.g. "Video của Áo sơ mi". */
  label: string;
  /** Accessible name of its thumbnail, e.g. "Video sản phẩm". */
  thumbLabel: string;
}

export interface ProductGalleryProps {
  images: readonly string[];
  /** Alt text of image `index` (0-based), e.g. (i) => `Áo sơ mi, ảnh ${i + 1}`. */
  altText: (index: number) => string;
  /** Names the thumbnail list, e.g. "Ảnh sản phẩm". */
  label: string;
  /** At most one video (spec); the first image is its poster. */
  video?: ProductGalleryVideo | null | undefined;
  /** The `srcset` of an image (core's uploadedImageSrcSet); undefined for one without variants. */
  srcSetOf?: ((src: string) => string | undefined) | undefined;
}

type Shown = { readonly kind: 'image'; readonly index: number } | { readonly kind: 'video' };

/**
 * The product's images and video: one large, thumbnails to switch between them. When the images
 * change (another variant's), a choice past their end falls back to the first.
 */
export function ProductGallery({ images, altText, label, video = null, srcSetOf = () => undefined }: ProductGalleryProps) {
  const responsive = (src: string, sizes: string) => {
    const srcSet = srcSetOf(src);
    return srcSet ? { srcSet, sizes } : {};
  };
  const [shown, setShown] = useState<Shown>({ kind: 'image', index: 0 });
  const current: Shown = shown.kind === 'image' && shown.index >= images.length ? { kind: 'image', index: 0 } : shown;
  const imageIndex = current.kind === 'image' ? current.index : 0;
  const count = images.length + (video ? 1 : 0);
  return (
    <div className={styles.root}>
      {current.kind === 'video' && video ? (
        <video className={styles.main} src={video.src} poster={images[0]} controls playsInline preload="metadata" aria-label={video.label} />
      ) : images[imageIndex] !== undefined ? (
        // The product page's largest paint: fetched first, never deferred (issue 17).
        <img className={styles.main} src={images[imageIndex]} {...responsive(images[imageIndex], MAIN_SIZES)} alt={altText(imageIndex)} loading="eager" fetchPriority="high" />
      ) : null}
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={label}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={current.kind === 'image' && current.index === index}
                onClick={() => setShown({ kind: 'image', index })}
              >
                <img className={styles.thumbImage} src={image} {...responsive(image, THUMB_SIZES)} alt={altText(index)} />
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
                {images[0] ? <img className={styles.thumbImage} src={images[0]} {...responsive(images[0], THUMB_SIZES)} alt="" /> : null}
                <svg className={styles.play} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle className={styles.playDisc} cx="12" cy="12" r="11" />
                  <path d="M10 8l6 4-6 4z" fill="currentColor" />
                </svg>
                <VisuallyHidden>{video.thumbLabel}</VisuallyHidden>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
