import type { ReactNode } from 'react';
import * as styles from './CategoryTile.css.js';

/** What `renderLink` receives: put both on the router's link to the category page. */
export interface CategoryTileLinkProps {
  className: string;
  children: ReactNode;
}

export interface CategoryTileProps {
  name: string;
  image?: string | null | undefined;
  renderLink: (props: CategoryTileLinkProps) => ReactNode;
  /** `eager` for tiles above the fold; default `lazy`. */
  imageLoading?: 'lazy' | 'eager' | undefined;
}

/** A category as a round picture over its name; the whole tile is one link named by the name. */
export function CategoryTile({ name, image, renderLink, imageLoading = 'lazy' }: CategoryTileProps) {
  return renderLink({
    className: styles.root,
    children: (
      <>
        <span className={styles.frame}>{image ? <img className={styles.image} src={image} alt="" loading={imageLoading} decoding="async" /> : null}</span>
        <span className={styles.name}>{name}</span>
      </>
    ),
  });
}
