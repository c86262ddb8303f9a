import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GUIDES_PATH, contentHref, localeParse, type ContentKind } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { ContentFrame, type Crumb } from './ContentFrame';
import { ContentMarkdown } from './ContentMarkdown';
import { contentPageQueryOptions } from './content-queries';
import * as styles from './content.css';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** One guide or policy: breadcrumbs, its table of contents beside the text, related pages below. */
export function ContentPageView({ kind, slug }: { readonly kind: ContentKind; readonly slug: string }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const { data: page } = useSuspenseQuery(contentPageQueryOptions(services.content, kind, slug, localeParse(i18n.language)));
  // The server names the page in Vietnamese; the tab follows the visitor's language.
  useDocumentTitle(page.title);
  const crumbs: Crumb[] =
    kind === 'guide'
      ? [{ label: t('content.helpCentre'), to: GUIDES_PATH }, ...(page.parent ? [{ label: page.parent.title, to: contentHref('guide', page.parent.slug) }] : [])]
      : [{ label: t('content.helpCentre'), to: GUIDES_PATH }, { label: t('content.policies') }];
  return (
    <ContentFrame crumbs={[...crumbs, { label: page.title }]} title={page.title}>
      <div className={styles.layout}>
        <nav className={styles.aside} aria-label={t('content.toc')}>
          <p className={styles.asideTitle}>{t('content.toc')}</p>
          <ul className={styles.linkList}>
            {page.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ContentMarkdown markdown={page.markdown} />
      </div>
      {page.related.length > 0 ? (
        <section aria-labelledby="content-related">
          <Heading level={2} id="content-related">
            {t('content.related')}
          </Heading>
          <ul className={styles.related}>
            {page.related.map((link) => (
              <li key={`${link.kind}:${link.slug}`}>
                <Link to={contentHref(link.kind, link.slug)} className={styles.card}>
                  <span className={styles.cardTitle}>{link.title}</span>
                  <span className={styles.muted}>{link.kind === 'guide' ? t('content.kindGuide') : t('content.kindPolicy')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentFrame>
  );
}
