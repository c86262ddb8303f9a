import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, moneyFormat, voucherOffersOrder, type CheckoutVoucherResult, type VoucherOffer } from '@modavi/core';
import { Button, Heading, Input, Sheet, Stack } from '@modavi/ui';
import { IssueList } from './IssueList';
import * as styles from './CheckoutPage.css';

export interface VoucherSheetProps {
  /** Public vouchers judged against the selection (why each does not apply). */
  readonly offers: readonly VoucherOffer[];
  readonly codes: readonly string[];
  /** What the preview made of each chosen code. */
  readonly results: readonly CheckoutVoucherResult[];
  readonly onCodesChange: (codes: string[]) => void;
}

type OfferGroup = 'platform' | 'shipping' | 'shop';
const GROUPS: readonly OfferGroup[] = ['platform', 'shipping', 'shop'];
const groupOf = (offer: VoucherOffer): OfferGroup =>
  offer.voucher.shop_id ? 'shop' : offer.voucher.kind === 'shipping' ? 'shipping' : 'platform';

/**
 * Vouchers of the shops and of the platform: the chosen codes with what the preview made of
 * them, and a sheet listing every offer with the reason one does not apply, plus a code field.
 */
export function VoucherSheet({ offers, codes, results, onCodesChange }: VoucherSheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const has = (code: string) => codes.includes(code);
  const toggle = (code: string) => onCodesChange(has(code) ? codes.filter((chosen) => chosen !== code) : [...codes, code]);
  const apply = () => {
    const code = typed.trim().toUpperCase();
    if (code !== '' && !has(code)) onCodesChange([...codes, code]);
    setTyped('');
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-vouchers" data-testid="checkout-vouchers">
      <Heading level={2} size="item" id="checkout-vouchers">
        {t('checkout.vouchers')}
      </Heading>
      {codes.length === 0 ? <p className={styles.muted}>{t('checkout.vouchersNone')}</p> : null}
      {codes.map((code) => {
        const result = results.find((candidate) => candidate.code === code);
        return (
          <div key={code} className={styles.offer} data-testid="checkout-voucher-chosen" data-code={code}>
            <div>
              <p className={styles.text}>
                {code}
                {result?.voucher ? ` · ${result.voucher.name}` : ''}
              </p>
              {result?.applied && result.voucher ? (
                <p className={styles.muted}>{t('checkout.voucherOff', { amount: moneyFormat(result.voucher.amount) })}</p>
              ) : null}
              {result?.refusal ? <IssueList issues={[result.refusal]} testId="checkout-voucher-refusal" /> : null}
            </div>
            <Button variant="ghost" size="sm" aria-label={t('checkout.voucherRemoveCode', { code })} onClick={() => toggle(code)}>
              {t('checkout.voucherRemove')}
            </Button>
          </div>
        );
      })}
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="bottom"
        title={t('checkout.voucherSheetTitle')}
        description={t('checkout.voucherSheetDescription')}
        closeLabel={t('checkout.closeLabel')}
        trigger={<Button variant="secondary">{t('checkout.vouchersChoose')}</Button>}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('checkout.voucherDone')}
          </Button>
        }
      >
        <Stack gap="md">
          <Stack gap="sm">
            <Input label={t('checkout.voucherCode')} value={typed} maxLength={9} onChange={(event) => setTyped(event.target.value)} />
            <Button variant="secondary" onClick={apply} disabled={typed.trim() === ''}>
              {t('checkout.voucherCodeApply')}
            </Button>
          </Stack>
          {GROUPS.map((group) => {
            const inGroup = voucherOffersOrder(offers.filter((offer) => groupOf(offer) === group));
            if (inGroup.length === 0) return null;
            return (
              <Stack key={group} gap="xs" as="section" aria-label={t(`checkout.voucherGroup_${group}`)}>
                <Heading level={3} size="item">
                  {t(`checkout.voucherGroup_${group}`)}
                </Heading>
                {inGroup.map((offer) => (
                  <div key={offer.voucher._id} className={styles.offer} data-testid="voucher-offer" data-code={offer.voucher.code}>
                    <div>
                      <p className={styles.text}>
                        {offer.voucher.code} · {offer.voucher.name}
                      </p>
                      {offer.saved ? (
                        <p className={styles.muted} data-testid="voucher-offer-saved">
                          {t('checkout.voucherSaved')}
                        </p>
                      ) : null}
                      {offer.voucher.min_order > 0 ? (
                        <p className={styles.muted}>{t('checkout.voucherMin', { amount: moneyFormat(offer.voucher.min_order) })}</p>
                      ) : null}
                      {offer.applicable && offer.amount > 0 ? (
                        <p className={styles.muted}>{t('checkout.voucherOff', { amount: moneyFormat(offer.amount) })}</p>
                      ) : null}
                      {offer.refusal ? (
                        <p className={styles.error} data-testid="voucher-offer-refusal">
                          {t(errorI18nKey(offer.refusal.code), { ...(offer.refusal.params ?? {}) })}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      variant={has(offer.voucher.code) ? 'secondary' : 'primary'}
                      size="sm"
                      disabled={!offer.applicable && !has(offer.voucher.code)}
                      aria-label={`${has(offer.voucher.code) ? t('checkout.voucherRemove') : t('checkout.voucherApply')} ${offer.voucher.code}`}
                      onClick={() => toggle(offer.voucher.code)}
                    >
                      {has(offer.voucher.code) ? t('checkout.voucherRemove') : t('checkout.voucherApply')}
                    </Button>
                  </div>
                ))}
              </Stack>
            );
          })}
        </Stack>
      </Sheet>
    </section>
  );
}
