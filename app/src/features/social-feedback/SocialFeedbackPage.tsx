import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import { SocialFeedbackForm } from './SocialFeedbackForm';
import * as styles from './social-feedback.css';

/** /phan-anh-to-chuc-xa-hoi: what the channel is for, then the form. */
export function SocialFeedbackPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('socialFeedback.title')}</Heading>
      <p className={styles.lead}>{t('socialFeedback.lead')}</p>
      <SocialFeedbackForm />
    </div>
  );
}
