import { useDeferredValue, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_QUERY_MAX, GUIDE_GROUPS, POLICY_SLUGS, contentHref, localeParse, type ContentLink } from '@modavi/core';
import { Heading, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { ContentFrame } from './ContentFrame';
import { contentGuidesQueryOptions, contentSearchQueryOptions } from './content-queries';
import * as styles from './content.css';

/** A search starts from this many letters: one letter matches nearly every guide. */
const SEARCH_MIN = 2;

/** /huong-dan: the help centre, guides grouped for buyers, sellers, payment, shipping and returns, a search over them, and the policies. */
export function GuidesIndexPage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const locale = localeParse(i18n.language);
  const { data: guides } = useSuspenseQuery(contentGuidesQueryOptions(services.content, locale));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const searching = deferred.length >= SEARCH_MIN;
  const hits = useQuery({ ...contentSearchQueryOptions(services.content, deferred, locale), enabled: searching });
  return (
    <ContentFrame crumbs={[{ label: t('content.helpCentre') }]} title={t('content.helpCentreTitle')}>
      <p className={styles.muted}>{t('content.helpCentreIntro')}</p>
      <div role="search" className={styles.search}>
        <Input type="search" label={t('content.searchLabel')} placeholder={t('content.searchPlaceholder')} maxLength={CONTENT_QUERY_MAX} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {searching ? (
        <section aria-live="polite" aria-label={t('content.searchResults')}>
          {hits.data && hits.data.length === 0 ? <p>{t('content.searchEmpty', { query: deferred })}</p> : null}
          <ul className={styles.related}>{hits.data?.map((hit) => <LinkCard key={hit.slug} link={hit} />)}</ul>
        </section>
      ) : (
        <div className={styles.groups}>
          {GUIDE_GROUPS.map((group) => (
            <section key={group} className={styles.group} aria-labelledby={`guides-${group}`}>
              <Heading level={2} id={`guides-${group}`}>
                {t(`content.group.${group}`)}
              </Heading>
              <ul className={styles.linkList}>
                {guides
                  .filter((guide) => guide.group === group)
                  .map((guide) => (
                    <li key={guide.slug} className={guide.slug.includes('/') ? styles.child : undefined}>
                      <Link to={contentHref('guide', guide.slug)}>{guide.title}</Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <section className={styles.group} aria-labelledby="guides-policies">
            <Heading level={2} id="guides-policies">
              {t('content.policies')}
            </Heading>
            <ul className={styles.linkList}>
              {POLICY_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={contentHref('policy', slug)}>{t(`content.policy.${slug}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </ContentFrame>
  );
}

function LinkCard({ link }: { readonly link: ContentLink }) {
  return (
    <li>
      <Link to={contentHref(link.kind, link.slug)} className={styles.card}>
        <span className={styles.cardTitle}>{link.title}</span>
        <span className={styles.muted}>{link.summary}</span>
      </Link>
    </li>
  );
}
