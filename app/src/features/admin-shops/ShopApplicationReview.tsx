import { useId, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  errorI18nKey,
  SHOP_REJECT_REASON_MAX,
  shopRejectReasonValidate,
  type ShopApplicationDetail,
  type ValidationIssue,
} from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerRegistrationInvalidate, sellerRegistrationKeys, shopApplicationQueryOptions } from '../../queries/seller-registration-queries';
import * as styles from './admin-shops.css';

const TEXT_ROWS = [
  'full_name',
  'dob',
  'phone',
  'email',
  'id_number',
  'store_name',
  'business_type',
  'business_registered',
  'industry',
  'platform',
  'platform_link',
  'description',
  'address',
  'has_address',
  'tax_code',
  'bank_name',
  'account_number',
  'branch',
] as const;
const PHOTOS = ['id_front_photo', 'id_back_photo', 'licence_photo'] as const;

/** A form field as the admin reads it: choices by their words, yes/no, the address in one line. */
function useValueText() {
  const { t } = useTranslation();
  return (form: ShopApplicationDetail['form'], row: (typeof TEXT_ROWS)[number]): string => {
    switch (row) {
      case 'business_registered':
      case 'has_address':
        return t(form[row] ? 'adminShops.yes' : 'adminShops.no');
      case 'business_type':
        return form.business_type ? t(`sellerRegistration.businessType.${form.business_type}`) : '';
      case 'industry':
        return form.industry === 'other' ? (form.industry_other ?? '') : form.industry ? t(`sellerRegistration.industry.${form.industry}`) : '';
      case 'platform':
        return form.platform ? t(`sellerRegistration.platform.${form.platform}`) : '';
      case 'address':
        return [form.address?.street, form.address?.ward, form.address?.district, form.address?.province].filter(Boolean).join(', ');
      default:
        return form[row] ?? '';
    }
  };
}

/** Approve, or reject with core's required reason; only while the application waits. */
function Decision({ application }: { application: ShopApplicationDetail }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ValidationIssue | null>(null);
  const decide = useMutation({
    mutationFn: async (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) => {
      const gateway = (await services.seller()).shopApplications;
      return resultUnwrap(decision.kind === 'approve' ? gateway.approve(application._id) : gateway.reject(application._id, decision.reason));
    },
    onSuccess: async (decided) => {
      queryClient.setQueryData(sellerRegistrationKeys.adminApplication(application._id), decided);
      await sellerRegistrationInvalidate(queryClient);
    },
    onError: showError,
  });
  if (application.status !== 'pending_approval') return null;
  const reject = () => {
    const checked = shopRejectReasonValidate(reason);
    setProblem(checked.ok ? null : (checked.error[0] ?? null));
    if (checked.ok) decide.mutate({ kind: 'reject', reason: checked.value });
  };
  return (
    <section className={styles.section} aria-labelledby={`${reasonId}-title`}>
      <Heading level={2} id={`${reasonId}-title`}>
        {t('adminShops.review.decide')}
      </Heading>
      <div className={styles.actions}>
        <Button onClick={() => decide.mutate({ kind: 'approve' })} disabled={decide.isPending}>
          {t('adminShops.review.approve')}
        </Button>
      </div>
      <label htmlFor={reasonId} className={styles.term}>
        {t('adminShops.review.reason', { max: SHOP_REJECT_REASON_MAX })}
      </label>
      <textarea
        id={reasonId}
        className={styles.textarea}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${reasonId}-error` : undefined}
      />
      {problem ? (
        <p id={`${reasonId}-error`} className={styles.error} role="alert">
          {t(errorI18nKey(problem.code), problem.params ?? {})}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="danger" onClick={reject} disabled={decide.isPending}>
          {t('adminShops.review.reject')}
        </Button>
      </div>
    </section>
  );
}

/** /quan-tri/cua-hang/{id}: one application with its photos, and the decision while it waits. */
export function ShopApplicationReview() {
  const { t } = useTranslation();
  const services = useServices();
  const { id } = useParams({ from: '/quan-tri/cua-hang/$id' });
  const application = useSuspenseQuery(shopApplicationQueryOptions(services, id)).data;
  const valueText = useValueText();
  const form = application.form;
  return (
    <div className={styles.page}>
      <Link to="/quan-tri/cua-hang" className={styles.link}>
        {t('adminShops.review.back')}
      </Link>
      <Heading level={1}>{form.store_name || t('adminShops.unnamed')}</Heading>
      <p className={styles.muted}>
        <span className={styles.badge}>{t(`adminShops.status.${application.status}`)}</span>{' '}
        {application.submitted_at
          ? t('adminShops.review.submitted', { date: dateFormat(Date.parse(application.submitted_at), { withTime: true }) })
          : null}
      </p>
      {application.status === 'rejected' && application.reject_reason ? (
        <p className={styles.error}>{t('adminShops.review.rejectedBecause', { reason: application.reject_reason })}</p>
      ) : null}
      <section className={styles.section}>
        <dl className={styles.details}>
          {TEXT_ROWS.map((row) => (
            <div key={row} className={styles.detailRow}>
              <dt className={styles.term}>{t(row === 'address' ? 'sellerRegistration.form.address' : `sellerRegistration.fields.${row}`)}</dt>
              <dd className={styles.value}>{valueText(form, row) || t('adminShops.none')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section}>
        <Heading level={2}>{t('sellerRegistration.form.photos')}</Heading>
        <div className={styles.photos}>
          {PHOTOS.map((photo) => (
            <figure key={photo} className={styles.figure}>
              {form[photo] ? (
                <img className={styles.photo} src={form[photo]} alt={t(`sellerRegistration.fields.${photo}`)} />
              ) : (
                <p className={styles.muted}>{t('adminShops.none')}</p>
              )}
              <figcaption className={styles.muted}>{t(`sellerRegistration.fields.${photo}`)}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <Decision application={application} />
    </div>
  );
}
