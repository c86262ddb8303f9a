import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { voucherIsPlatform, type VoucherCatalogueEntry } from '@modavi/core';
import { Button, Heading, Stack, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { voucherCatalogueQueryOptions, voucherWalletQueryOptions } from '../promotions/home-sections';
import { useVoucherSave } from './use-voucher-save';
import { refusalText } from './voucher-texts';
import { VoucherTicket } from './VoucherTicket';
import * as styles from './VouchersPage.css';

/** /khuyen-mai: vouchers to save (the platform's first, then shops'), and the buyer's wallet. */
export function VouchersPage() {
  const { t } = useTranslation();
  const services = useServices();
  const { data: catalogue } = useSuspenseQuery(voucherCatalogueQueryOptions(services.promos));
  const { save, pendingId } = useVoucherSave();
  const platform = catalogue.filter((entry) => voucherIsPlatform(entry.voucher));
  const shops = catalogue.filter((entry) => !voucherIsPlatform(entry.voucher));

  const saveable = (entry: VoucherCatalogueEntry) => (
    <li key={entry.voucher._id}>
      <VoucherTicket
        voucher={entry.voucher}
        status={entry.status}
        notes={<p className={styles.empty}>{t('promos.vouchers.savesLeft', { count: entry.saves_left })}</p>}
        action={
          <Button
            variant={entry.saved ? 'secondary' : 'primary'}
            size="sm"
            disabled={entry.saved}
            loading={pendingId === entry.voucher._id}
            aria-label={entry.saved ? undefined : t('promos.vouchers.saveNamed', { name: entry.voucher.name })}
            onClick={() => save(entry.voucher._id)}
          >
            {entry.saved ? t('promos.vouchers.saved') : t('promos.vouchers.save')}
          </Button>
        }
      />
    </li>
  );

  const group = (id: string, title: string, entries: readonly VoucherCatalogueEntry[]) =>
    entries.length === 0 ? null : (
      <Stack as="section" gap="md" aria-labelledby={id}>
        <Heading level={2} id={id}>
          {title}
        </Heading>
        <ul className={styles.list}>{entries.map(saveable)}</ul>
      </Stack>
    );

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('promos.vouchers.title')}</Heading>
        <p className={styles.subtitle}>{t('promos.vouchers.subtitle')}</p>
      </Stack>
      <Tabs
        label={t('promos.vouchers.tabsLabel')}
        stretch
        items={[
          {
            value: 'browse',
            label: t('promos.vouchers.tabBrowse'),
            content: (
              <Stack gap="xl">
                {catalogue.length === 0 ? <p className={styles.empty}>{t('promos.vouchers.browseEmpty')}</p> : null}
                {group('vouchers-platform', t('promos.vouchers.platform'), platform)}
                {group('vouchers-shop', t('promos.vouchers.shop'), shops)}
              </Stack>
            ),
          },
          { value: 'wallet', label: t('promos.vouchers.tabWallet'), content: <VoucherWallet /> },
        ]}
      />
    </Stack>
  );
}

/** The wallet: saved vouchers with their status now and whether they can be used here. */
function VoucherWallet() {
  const { t } = useTranslation();
  const services = useServices();
  const loggedIn = services.tokens.isLoggedIn();
  const wallet = useQuery({ ...voucherWalletQueryOptions(services.promos), enabled: loggedIn });
  if (!loggedIn) {
    return (
      <Stack gap="md">
        <p className={styles.empty}>{t('promos.vouchers.walletLogin')}</p>
        <div>
          <Button variant="primary" onClick={() => loginPromptOpen({ reasonKey: 'promos.vouchers.loginReason' })}>
            {t('promos.vouchers.walletLoginButton')}
          </Button>
        </div>
      </Stack>
    );
  }
  const entries = wallet.data ?? [];
  if (wallet.isSuccess && entries.length === 0) return <p className={styles.empty}>{t('promos.vouchers.walletEmpty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('promos.vouchers.tabWallet')} aria-busy={wallet.isPending}>
      {entries.map((entry) => (
        <li key={entry.voucher._id}>
          <VoucherTicket
            voucher={entry.voucher}
            status={entry.status}
            headingLevel={2}
            notes={
              <Stack gap="xs">
                {entry.usable ? (
                  <p className={styles.empty}>{t('promos.vouchers.usable')}</p>
                ) : entry.refusal ? (
                  <p className={styles.empty}>{refusalText(t, entry.refusal)}</p>
                ) : null}
                <p className={styles.empty}>{t('promos.vouchers.usesLeft', { count: entry.uses_left })}</p>
              </Stack>
            }
          />
        </li>
      ))}
    </ul>
  );
}
