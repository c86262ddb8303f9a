import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@modavi/core';
import { Heading } from '@modavi/ui';
import * as styles from './download.css';

/** What the app offers, in the order the landing lists it (each has a title and a line in the words). */
const APP_FEATURES = ['feed', 'live', 'vouchers', 'tracking', 'chat', 'awards'] as const;

/** /download: the companion app's landing; the store links stick to the bottom on phones (spec 2). */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <Heading level={1}>{t('content.download.title')}</Heading>
        <p className={styles.lead}>{t('content.download.lead')}</p>
      </header>
      <ul className={styles.features}>
        {APP_FEATURES.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Heading level={2} size="item">
              {t(`content.download.feature.${feature}.title`)}
            </Heading>
            <p className={styles.text}>{t(`content.download.feature.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('content.download.note')}</p>
      <nav className={styles.stores} aria-label={t('content.download.stores')}>
        <a className={styles.store} href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          <span className={styles.storeSmall}>{t('content.download.appStoreSmall')}</span>
          <span className={styles.storeName}>{t('content.download.appStore')}</span>
        </a>
        <a className={styles.store} href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
          <span className={styles.storeSmall}>{t('content.download.googlePlaySmall')}</span>
          <span className={styles.storeName}>{t('content.download.googlePlay')}</span>
        </a>
      </nav>
    </article>
  );
}
