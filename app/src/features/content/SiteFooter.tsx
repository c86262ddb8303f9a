import type { i18n } from 'i18next';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_PATH, DOWNLOAD_PATH, FOOTER_CARRIERS, FOOTER_PAYMENT_METHODS, POLICY_SLUGS, SELLER_SUPPORT_HOTLINE, contentHref } from '@modavi/core';
import { Container } from '@modavi/ui';
import { localeBundleReady } from '../../i18n/locale-bundles';
import * as styles from './footer.css';

/** The guides the footer lists (the rest are one click away on /huong-dan). */
const FOOTER_GUIDES = [
  { path: 'huong-dan-mua-hang', key: 'buying' },
  { path: 'huong-dan-mua-hang/mua-hang', key: 'ordering' },
  { path: 'thanh-toan', key: 'payment' },
  { path: 'van-chuyen', key: 'shipping' },
  { path: 'tra-hang-hoan-tien', key: 'returns' },
  { path: 'huong-dan-ban-hang', key: 'selling' },
] as const;

/** The footer's words are the help pages' bundle. */
export const siteFooterReady = (instance: i18n): Promise<void> => localeBundleReady(instance, 'content');

/** Every buyer page's footer (not the seller area nor the admin console): help, policies, the hotline, the app, payment and carriers. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <nav aria-labelledby="footer-help" className={styles.column}>
            <h2 id="footer-help" className={styles.title}>
              {t('content.footer.help')}
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to={contentHref('guide', '')}>{t('content.helpCentre')}</Link>
              </li>
              {FOOTER_GUIDES.map(({ path, key }) => (
                <li key={path}>
                  <Link to={contentHref('guide', path)}>{t(`content.footer.guide.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-explore" className={styles.column}>
            <h2 id="footer-explore" className={styles.title}>
              {t('content.footer.explore')}
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to="/cong-dong">{t('content.footer.community')}</Link>
              </li>
              <li>
                <Link to="/danh-muc">{t('content.footer.categories')}</Link>
              </li>
              <li>
                <Link to="/uu-dai">{t('content.footer.promotions')}</Link>
              </li>
              <li>
                <Link to="/khuyen-mai">{t('content.footer.vouchers')}</Link>
              </li>
              <li>
                <Link to="/top-seller">{t('content.footer.topSellers')}</Link>
              </li>
              <li>
                <Link to="/seller">{t('content.footer.sellerCentre')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-policies" className={styles.column}>
            <h2 id="footer-policies" className={styles.title}>
              {t('content.policies')}
            </h2>
            <ul className={styles.list}>
              {POLICY_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={contentHref('policy', slug)}>{t(`content.policy.${slug}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.column}>
            <h2 className={styles.title}>{t('content.footer.contact')}</h2>
            <ul className={styles.list}>
              <li>
                <a href={`tel:${SELLER_SUPPORT_HOTLINE.replace(/\s/g, '')}`}>{t('content.footer.hotline', { phone: SELLER_SUPPORT_HOTLINE })}</a>
              </li>
              <li>
                <Link to={DOWNLOAD_PATH as string}>{t('content.footer.download')}</Link>
              </li>
              <li>
                <Link to={BLOG_PATH}>{t('content.footer.blog')}</Link>
              </li>
              <li>
                <Link to="/become-seller">{t('content.footer.becomeSeller')}</Link>
              </li>
              <li>
                <Link to="/phan-anh-to-chuc-xa-hoi">{t('content.footer.socialFeedback')}</Link>
              </li>
              <li>
                <Link to="/phan-anh-to-chuc-xa-hoi/danh-sach">{t('content.footer.socialFeedbackList')}</Link>
              </li>
              <li>
                <Link to="/awards">{t('content.footer.awards')}</Link>
              </li>
            </ul>
          </div>
          <div className={styles.column}>
            <h2 className={styles.title}>{t('content.footer.payment')}</h2>
            <ul className={styles.chips}>
              {[t('content.footer.cash'), ...FOOTER_PAYMENT_METHODS].map((name) => (
                <li key={name} className={styles.chip}>
                  {name}
                </li>
              ))}
            </ul>
            <h2 className={styles.title}>{t('content.footer.carriers')}</h2>
            <ul className={styles.chips}>
              {FOOTER_CARRIERS.map((name) => (
                <li key={name} className={styles.chip}>
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.legal}>{t('content.footer.legal')}</p>
      </Container>
    </footer>
  );
}
