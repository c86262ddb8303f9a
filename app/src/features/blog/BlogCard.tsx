import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, type BlogSummary } from '@modavi/core';
import * as styles from './blog.css';

/** The cover's displayed width: the full card on phones, a third of the page on desktops. */
const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** An article's line of facts: category, date, reading time. */
export function BlogMeta({ article }: { readonly article: BlogSummary }) {
  const { t } = useTranslation();
  return (
    <p className={styles.meta}>
      <span className={styles.category}>{t(`blog.category.${article.category}`)}</span>
      <time dateTime={new Date(article.published_at).toISOString()}>{dateFormat(article.published_at)}</time>
      <span>{t('blog.readingTime', { count: article.reading_minutes })}</span>
    </p>
  );
}

/** An article in a list: its cover, title, first paragraph and facts, the whole card a link. */
export function BlogCard({ article, eager = false, headingLevel = 2 }: { readonly article: BlogSummary; readonly eager?: boolean; readonly headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <Link to="/blog/$id" params={{ id: article.id }} className={styles.card}>
        <img
          className={styles.cover}
          src={article.cover.src}
          srcSet={article.cover.srcset}
          sizes={CARD_SIZES}
          width={article.cover.width}
          height={article.cover.height}
          alt={article.cover.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.cardBody}>
          <Title className={styles.cardTitle}>{article.title}</Title>
          <BlogMeta article={article} />
          <span className={styles.cardSummary}>{article.summary}</span>
        </span>
      </Link>
    </li>
  );
}
