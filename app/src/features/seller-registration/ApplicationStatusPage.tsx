import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  SELLER_SUPPORT_HOTLINE,
  SHOP_APPROVAL_EXCLUDES_WEEKENDS,
  SHOP_APPROVAL_HOURS,
  shopApprovalDeadline,
  type SellerApplicationRecord,
} from '@modavi/core';
import { Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerApplicationQueryOptions } from '../../queries/seller-registration-queries';
import { REGISTRATION_PATH } from './registration-loaders';
import { hotlineHref } from './SellerLandingPage';
import * as styles from './registration.css';

/** The seller area, which an approved application opens. */
export const SELLER_AREA_PATH = '/ban-hang';

function Pending({ submittedAt }: { submittedAt: string | null | undefined }) {
  const { t } = useTranslation();
  const deadline = submittedAt ? shopApprovalDeadline(Date.parse(submittedAt)) : Number.NaN;
  return (
    <>
      <Heading level={2}>{t('sellerRegistration.status.pending.title')}</Heading>
      <p className={styles.text}>
        {t(SHOP_APPROVAL_EXCLUDES_WEEKENDS ? 'sellerRegistration.status.pending.bodyWorkdays' : 'sellerRegistration.status.pending.body', {
          hours: SHOP_APPROVAL_HOURS,
        })}
      </p>
      {Number.isFinite(deadline) ? (
        <p className={styles.text}>
          {t('sellerRegistration.status.pending.deadline', { date: dateFormat(deadline, { withTime: true }).slice(0, 16) })}
        </p>
      ) : null}
    </>
  );
}

function Rejected({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading level={2}>{t('sellerRegistration.status.rejected.title')}</Heading>
      <p className={styles.alert}>{t('sellerRegistration.status.rejected.reason', { reason: reason ?? '' })}</p>
      <p className={styles.text}>{t('sellerRegistration.status.rejected.support')}</p>
      <div className={styles.actions}>
        <a className={styles.hotline} href={hotlineHref}>
          {t('sellerRegistration.status.rejected.hotline', { hotline: SELLER_SUPPORT_HOTLINE })}
        </a>
        <Link to={REGISTRATION_PATH} className={styles.link}>
          {t('sellerRegistration.status.rejected.edit')}
        </Link>
      </div>
    </>
  );
}

/** Where an application stands, for each status the server reports. */
export function ApplicationStatusView({ application }: { application: SellerApplicationRecord }) {
  const { t } = useTranslation();
  switch (application.status) {
    case 'pending_approval':
      return <Pending submittedAt={application.submitted_at} />;
    case 'rejected':
      return <Rejected reason={application.reject_reason} />;
    case 'approved':
      return (
        <>
          <Heading level={2}>{t('sellerRegistration.status.approved.title')}</Heading>
          <p className={styles.text}>{t('sellerRegistration.status.approved.body')}</p>
          <div className={styles.actions}>
            <a href={SELLER_AREA_PATH} className={styles.cta}>
              {t('sellerRegistration.status.approved.open')}
            </a>
          </div>
        </>
      );
    default:
      return (
        <>
          <Heading level={2}>{t('sellerRegistration.status.none.title')}</Heading>
          <p className={styles.text}>{t('sellerRegistration.status.none.body')}</p>
          <div className={styles.actions}>
            <Link to={REGISTRATION_PATH} className={styles.cta}>
              {t('sellerRegistration.status.none.register')}
            </Link>
          </div>
        </>
      );
  }
}

/** /become-seller/trang-thai: pending (with the answer's due date), approved, or rejected with the reason. */
export function ApplicationStatusPage() {
  const { t } = useTranslation();
  const services = useServices();
  const application = useSuspenseQuery(sellerApplicationQueryOptions(services)).data;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('sellerRegistration.status.title')}</Heading>
      <section className={styles.status} aria-live="polite">
        <ApplicationStatusView application={application} />
      </section>
    </div>
  );
}
