import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SELLER_IN_APP_ADS_FREE_MONTHS,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  SELLER_SUPPORT_HOTLINE,
} from '@modavi/core';
import { Heading } from '@modavi/ui';
import { ContactForm } from './ContactForm';
import { REGISTRATION_PATH } from './registration-loaders';
import * as styles from './registration.css';

/** The terms of spec 1, in the landing page's order, with the figures core holds. */
const TERMS = [
  { key: 'serviceFee', values: { percent: SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT } },
  { key: 'paymentFee', values: { months: SELLER_PAYMENT_FEE_FREE_MONTHS } },
  { key: 'inAppAds', values: { months: SELLER_IN_APP_ADS_FREE_MONTHS } },
  { key: 'freeShipping', values: {} },
  { key: 'linkedAds', values: {} },
  { key: 'hotline', values: { hotline: SELLER_SUPPORT_HOTLINE } },
] as const;

/** The Korean block's lines (its words are Korean in both locales: it speaks to sellers in Korea). */
const KOREA_LINES = ['line1', 'line2', 'line3', 'line4'] as const;

export const hotlineHref = `tel:${SELLER_SUPPORT_HOTLINE.replace(/\s/g, '')}`;

/** /become-seller: the seller landing page (spec 1's terms, the contact form, the call to register). */
export function SellerLandingPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="become-seller-title">
        <Heading level={1} id="become-seller-title">
          {t('sellerRegistration.landing.title')}
        </Heading>
        <p className={styles.lead}>{t('sellerRegistration.landing.lead')}</p>
        <div className={styles.actions}>
          <Link to={REGISTRATION_PATH} className={styles.cta}>
            {t('sellerRegistration.landing.register')}
          </Link>
          <Link to="/seller" className={styles.link}>
            {t('sellerRegistration.landing.howItWorks')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="seller-terms-title" className={styles.page}>
        <Heading level={2} id="seller-terms-title">
          {t('sellerRegistration.landing.termsTitle')}
        </Heading>
        <ul className={styles.cards}>
          {TERMS.map((term) => (
            <li key={term.key} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`sellerRegistration.terms.${term.key}.title`, term.values)}</h3>
              <p className={styles.text}>{t(`sellerRegistration.terms.${term.key}.body`, term.values)}</p>
              {term.key === 'hotline' ? (
                <a className={styles.hotline} href={hotlineHref}>
                  {SELLER_SUPPORT_HOTLINE}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {/* Spec 1: Korea-based shops sell here too, and the landing page carries some Korean text. */}
      <section className={styles.section} aria-labelledby="seller-korea-title">
        <Heading level={2} id="seller-korea-title">
          {t('sellerRegistration.korea.title')}
        </Heading>
        <div lang="ko" className={styles.page}>
          <p className={styles.lead}>{t('sellerRegistration.korea.heading')}</p>
          {KOREA_LINES.map((line) => (
            <p key={line} className={styles.text}>
              {t(`sellerRegistration.korea.${line}`)}
            </p>
          ))}
          <div className={styles.actions}>
            <Link to={REGISTRATION_PATH} className={styles.link}>
              {t('sellerRegistration.korea.register')}
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="seller-contact-title">
        <Heading level={2} id="seller-contact-title">
          {t('sellerRegistration.contact.title')}
        </Heading>
        <p className={styles.muted}>{t('sellerRegistration.contact.lead')}</p>
        <ContactForm />
      </section>
      <section className={styles.hero} aria-labelledby="seller-cta-title">
        <Heading level={2} id="seller-cta-title">
          {t('sellerRegistration.landing.ctaTitle')}
        </Heading>
        <p className={styles.text}>{t('sellerRegistration.landing.ctaBody')}</p>
        <div className={styles.actions}>
          <Link to={REGISTRATION_PATH} className={styles.cta}>
            {t('sellerRegistration.landing.register')}
          </Link>
        </div>
      </section>
    </div>
  );
}
