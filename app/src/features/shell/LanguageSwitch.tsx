import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import { useLocaleSwitch } from '../../hooks/use-locale-switch';
import * as styles from './AppLayout.css';

/** Switches between Vietnamese and English (the kr locale); always in the header. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, switchTo } = useLocaleSwitch();
  const next = locale === 'vi' ? 'kr' : 'vi';
  return (
    // The visible name is the target language in its own words, as language switches show it;
    // the longer hint is a tooltip, so the accessible name matches what is seen. Phones show the
    // short code, which the full name begins with (EN / English, VI / Việt), for the same reason.
    <Button variant="ghost" size="sm" title={t('nav.switchToLabel')} lang={next === 'kr' ? 'en' : 'vi'} onClick={() => void switchTo(next)}>
      <span className={styles.languageFull}>{t('nav.switchTo')}</span>
      <span className={styles.languageShort} aria-hidden="true">
        {t('nav.switchToShort')}
      </span>
    </Button>
  );
}
