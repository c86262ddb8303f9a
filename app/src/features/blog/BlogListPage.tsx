import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES, localeParse, type BlogCategory } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { ContentFrame } from '../content/ContentFrame';
import { BlogCard } from './BlogCard';
import { blogListQueryOptions } from './blog-queries';
import * as styles from './blog.css';

/** Covers drawn at once: the first row on a desktop, the first card or two on a phone. */
const EAGER_COVERS = 3;

/** /blog: the articles newest first, filtered by a topic (`?category=`), a page at a time. */
export function BlogListPage({ category }: { readonly category: BlogCategory | null }) {
  const { t, i18n } = useTranslation();
  const { content } = useServices();
  const list = useSuspenseInfiniteQuery(blogListQueryOptions(content, category, localeParse(i18n.language)));
  const articles = list.data.pages.flatMap((page) => page.items);
  return (
    <ContentFrame crumbs={[{ label: t('blog.title') }]} title={t('blog.title')}>
      <p className={styles.note}>{t('blog.intro')}</p>
      <nav aria-label={t('blog.topics')}>
        <ul className={styles.topics}>
          <TopicLink category={null} current={category} />
          {BLOG_CATEGORIES.map((one) => (
            <TopicLink key={one} category={one} current={category} />
          ))}
        </ul>
      </nav>
      <section aria-label={t('blog.articles')}>
        {articles.length === 0 ? <p>{t('blog.empty')}</p> : null}
        <ul className={styles.cards}>
          {articles.map((article, index) => (
            <BlogCard key={article.id} article={article} eager={index < EAGER_COVERS} />
          ))}
        </ul>
      </section>
      <div className={styles.more}>
        {list.isFetchNextPageError ? (
          <p role="alert" className={styles.note}>
            {t('blog.loadFailed')}
          </p>
        ) : null}
        {list.hasNextPage ? (
          <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('blog.loading') : t('blog.loadMore')}
          </Button>
        ) : articles.length > 0 ? (
          <p className={styles.note}>{t('blog.end')}</p>
        ) : null}
      </div>
    </ContentFrame>
  );
}

function TopicLink({ category, current }: { readonly category: BlogCategory | null; readonly current: BlogCategory | null }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to="/blog" search={category ? { category } : {}} className={styles.topic} aria-current={category === current ? 'page' : undefined}>
        {category ? t(`blog.category.${category}`) : t('blog.all')}
      </Link>
    </li>
  );
}
