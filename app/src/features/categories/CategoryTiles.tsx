import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@modavi/core';
import { CategoryTile } from '@modavi/ui';
import { categoryName } from './category-name';
import * as styles from './categories.css';

export interface CategoryTilesProps {
  readonly categories: readonly Category[];
  /** Names the list. */
  readonly labelledBy: string;
  /** `row`: one line that scrolls sideways inside itself (home); `grid`: wraps (category pages). */
  readonly layout: 'row' | 'grid';
  readonly eager?: number;
}

/** Category tiles linking to each category's products. */
export function CategoryTiles({ categories, labelledBy, layout, eager = 0 }: CategoryTilesProps) {
  const { i18n } = useTranslation();
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-labelledby={labelledBy}>
      {categories.map((category, index) => (
        <li key={category._id} className={styles.item}>
          <CategoryTile
            name={categoryName(category, i18n.language)}
            image={category.image}
            imageLoading={index < eager ? 'eager' : 'lazy'}
            renderLink={(link) => (
              <Link to="/nganh-hang/$id" params={{ id: category._id }} search={{}} className={link.className}>
                {link.children}
              </Link>
            )}
          />
        </li>
      ))}
    </ul>
  );
}
