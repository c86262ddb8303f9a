import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sellerVerificationMissing, type SellerVerificationItem } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { sellerApplicationQueryOptions } from '../../queries/seller-registration-queries';
import { AddressFields } from './AddressFields';
import { BankFields, PersonalFields, ShopFields } from './ApplicationFields';
import { PhotoFields } from './PhotoFields';
import { applicationValuesOf, type ApplicationValues } from './application-values';
import { useApplicationForm, type DraftState } from './use-application-form';
import * as styles from './registration.css';

/** Where the account page sets the phone, the email and the ID number. */
export const ACCOUNT_PAGE_PATH = '/trang-ca-nhan';

/** Step 1 (spec 6): what the account still has to verify, with the way to the account page. */
export function VerificationGate({ missing }: { missing: readonly SellerVerificationItem[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="verify-title">
      <Heading level={2} id="verify-title">
        {t('sellerRegistration.verify.title')}
      </Heading>
      <p className={styles.text}>{t('sellerRegistration.verify.lead')}</p>
      <ul className={styles.list}>
        {missing.map((item) => (
          <li key={item} className={styles.text}>
            {t(`sellerRegistration.verify.missing.${item}`)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PAGE_PATH} className={styles.cta}>
          {t('sellerRegistration.verify.toAccount')}
        </Link>
      </div>
    </section>
  );
}

/** Step 2: the application form, its draft state and the submit button. */
export function ApplicationFormView({ initial, rejected }: { initial: ApplicationValues; rejected: string | null }) {
  const { t } = useTranslation();
  const { form, draft } = useApplicationForm(initial);
  return (
    <form
      className={styles.page}
      noValidate
      aria-label={t('sellerRegistration.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {rejected ? (
        <p className={styles.alert} role="status">
          {t('sellerRegistration.form.rejected', { reason: rejected })}
        </p>
      ) : null}
      <div className={styles.section}>
        <PersonalFields form={form} />
      </div>
      <div className={styles.section}>
        <ShopFields form={form} />
      </div>
      <div className={styles.section}>
        <AddressFields form={form} />
      </div>
      <div className={styles.section}>
        <BankFields form={form} />
      </div>
      <div className={styles.section}>
        <PhotoFields form={form} />
      </div>
      <div className={styles.actions}>
        <form.Subscribe selector={(state) => [state.isSubmitting, state.submissionAttempts > 0 && !state.isValid] as const}>
          {([submitting, invalid]) => (
            <>
              <Button type="submit" disabled={submitting}>
                {t(submitting ? 'sellerRegistration.form.submitting' : 'sellerRegistration.form.submit')}
              </Button>
              {invalid ? (
                <p className={styles.error} role="alert">
                  {t('sellerRegistration.form.fixErrors')}
                </p>
              ) : null}
            </>
          )}
        </form.Subscribe>
        <DraftNote state={draft} />
      </div>
    </form>
  );
}

function DraftNote({ state }: { state: DraftState }) {
  const { t } = useTranslation();
  if (state === 'idle') return <p className={styles.muted}>{t('sellerRegistration.draft.idle')}</p>;
  return (
    <p className={state === 'failed' ? styles.error : styles.muted} role="status">
      {t(`sellerRegistration.draft.${state}`)}
    </p>
  );
}

/** /become-seller/dang-ky: a verified account first (spec 6), then step 2 with its draft kept. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const services = useServices();
  const application = useSuspenseQuery(sellerApplicationQueryOptions(services)).data;
  const account = useSuspenseQuery(sellerAccountQueryOptions(services)).data;
  const missing = sellerVerificationMissing(application.verification);
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Heading level={1}>{t('sellerRegistration.form.title')}</Heading>
        <p className={styles.text}>{t('sellerRegistration.form.lead')}</p>
      </div>
      {missing.length > 0 ? (
        <VerificationGate missing={missing} />
      ) : (
        <ApplicationFormView
          initial={applicationValuesOf(application.form, account.profile)}
          rejected={application.status === 'rejected' ? (application.reject_reason ?? '') : null}
        />
      )}
    </div>
  );
}
