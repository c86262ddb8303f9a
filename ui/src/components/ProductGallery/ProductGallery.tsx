import { useState } from 'react';
import * as styles from './ProductGallery.css.js';

export interface ProductGalleryProps {
  images: readonly string[];
  /** Alt text of image `index` (0-based), e.g. (i) => `Áo sơ mi, ảnh ${i + 1}`. */
  altText: (index: number) => string;
  /** Names the thumbnail list, e.g. "Ảnh sản phẩm". */
  label: string;
}

/** The product's images: one large, thumbnails to switch between them. */
export function ProductGallery({ images, altText, label }: ProductGalleryProps) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div className={styles.root}>
      {current !== undefined ? <img className={styles.main} src={current} alt={altText(shown)} /> : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={label}>
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" className={styles.thumb} aria-pressed={index === shown} onClick={() => setShown(index)}>
                <img className={styles.thumbImage} src={image} alt={altText(index)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
