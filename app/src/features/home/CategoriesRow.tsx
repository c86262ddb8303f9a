import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { categoriesQueryOptions } from '../../queries/discovery-queries';
import { CategoryTiles } from '../categories/CategoryTiles';
import * as styles from './HomePage.css';

/** Home: the categories in one row that scrolls sideways inside itself, and a link to all of them. */
export function CategoriesRow() {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(catalogue));
  return (
    <Stack as="section" gap="sm" aria-labelledby="home-categories" className={styles.section}>
      <div className={styles.sectionHead}>
        <Heading level={2} id="home-categories">
          {t('home.categories')}
        </Heading>
        <Link to="/danh-muc" className={styles.seeAll}>
          {t('home.seeAllCategories')}
        </Link>
      </div>
      <CategoryTiles categories={categories} labelledBy="home-categories" layout="row" eager={6} />
    </Stack>
  );
}
