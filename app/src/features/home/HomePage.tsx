import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '@modavi/ui';
import { HOME_SECTIONS } from './home-sections';
import * as styles from './HomePage.css';

/** Home: a short welcome, then the sections of `HOME_SECTIONS` in order. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" className={styles.page}>
      <header className={styles.hero}>
        <Heading level={1}>{t('home.title')}</Heading>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </header>
      {HOME_SECTIONS.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </Stack>
  );
}
