import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_APPROVAL_HOURS } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { BECOME_SELLER_PATH } from './registration-loaders';
import * as styles from './registration.css';

const STEPS = ['account', 'verify', 'apply', 'approval', 'sell'] as const;
const REASONS = ['buyers', 'community', 'tools'] as const;

/** /seller: what selling on Modavi is and how a shop gets there, leading to /become-seller. */
export function SellerIntroPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="seller-intro-title">
        <Heading level={1} id="seller-intro-title">
          {t('sellerRegistration.intro.title')}
        </Heading>
        <p className={styles.lead}>{t('sellerRegistration.intro.lead')}</p>
      </section>
      <section aria-labelledby="seller-why-title" className={styles.page}>
        <Heading level={2} id="seller-why-title">
          {t('sellerRegistration.intro.whyTitle')}
        </Heading>
        <ul className={styles.cards}>
          {REASONS.map((reason) => (
            <li key={reason} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`sellerRegistration.intro.why.${reason}.title`)}</h3>
              <p className={styles.text}>{t(`sellerRegistration.intro.why.${reason}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="seller-steps-title">
        <Heading level={2} id="seller-steps-title">
          {t('sellerRegistration.intro.stepsTitle')}
        </Heading>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.text}>
              {t(`sellerRegistration.intro.steps.${step}`, { hours: SHOP_APPROVAL_HOURS })}
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Link to={BECOME_SELLER_PATH} className={styles.cta}>
            {t('sellerRegistration.intro.start')}
          </Link>
        </div>
      </section>
    </div>
  );
}
