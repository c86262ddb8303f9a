import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BLOG_PATH, localeParse } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { analyticsBlogDetail } from '../analytics/analytics-events';
import { ContentFrame } from '../content/ContentFrame';
import { ContentMarkdown } from '../content/ContentMarkdown';
import * as contentStyles from '../content/content.css';
import { BlogCard, BlogMeta } from './BlogCard';
import { BlogProducts } from './BlogProducts';
import { blogArticleQueryOptions } from './blog-queries';
import * as styles from './blog.css';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The cover's displayed width: the text column on desktops, the screen on phones. */
const HERO_SIZES = '(min-width: 1024px) 960px, 100vw';

/** /blog/{id}: the article with its cover, table of contents, featured products and related articles. */
export function BlogArticlePage({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const { data: article } = useSuspenseQuery(blogArticleQueryOptions(services.content, id, localeParse(i18n.language)));
  const { analyticsTrack } = services;
  useDocumentTitle(article.title);
  // Spec 7's "blog detail": once per article opened, not again on a language switch or refetch.
  useEffect(() => {
    analyticsTrack(analyticsBlogDetail(id));
  }, [id, analyticsTrack]);
  return (
    <ContentFrame
      crumbs={[
        { label: t('blog.title'), to: BLOG_PATH },
        { label: t(`blog.category.${article.category}`), to: BLOG_PATH, search: { category: article.category } },
        { label: article.title },
      ]}
      title={article.title}
    >
      <BlogMeta article={article} />
      <p className={styles.note}>{t('blog.by', { author: article.author })}</p>
      <img
        className={styles.hero}
        src={article.cover.src}
        srcSet={article.cover.srcset}
        sizes={HERO_SIZES}
        width={article.cover.width}
        height={article.cover.height}
        alt={article.cover.alt}
        fetchPriority="high"
      />
      <div className={contentStyles.layout}>
        <nav className={contentStyles.aside} aria-label={t('blog.toc')}>
          <p className={contentStyles.asideTitle}>{t('blog.toc')}</p>
          <ul className={contentStyles.linkList}>
            {article.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ContentMarkdown markdown={article.markdown} />
      </div>
      <BlogProducts productIds={article.product_ids} />
      {article.related.length > 0 ? (
        <section aria-labelledby="blog-related">
          <Heading level={2} id="blog-related">
            {t('blog.related')}
          </Heading>
          <ul className={styles.cards}>
            {article.related.map((other) => (
              <BlogCard key={other.id} article={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </ContentFrame>
  );
}
