import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_RETURN_ORDER_ID,
  addressChosen,
  checkoutOrderValidate,
  errorI18nKey,
  type Address,
  type CheckoutDraftShop,
  type CheckoutIssue,
  type CheckoutOrderRequest,
  type PaymentMethod,
  type ShippingOption,
  type StoredAddress,
} from '@modavi/core';
import { Button, Checkbox, Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { addressesQueryOptions } from '../../queries/account-queries';
import { cartInvalidate } from '../../queries/cart-queries';
import { checkoutPreviewQueryOptions, voucherOffersQueryOptions } from '../../queries/checkout-queries';
import { GatewayFailure } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { CheckoutAddress } from './CheckoutAddress';
import { CheckoutShopCard } from './CheckoutShopCard';
import { CheckoutTotals } from './CheckoutTotals';
import { IssueList } from './IssueList';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { VoucherSheet } from './VoucherSheet';
import { checkoutGateways } from './checkout-gateways';
import { issueShownNow, issuesAt } from './checkout-issues';
import { checkoutSourceClear, type CheckoutSource } from './checkout-source';
import { usePlaceOrder } from './use-place-order';
import * as styles from './CheckoutPage.css';

/** Where the payment gateway sends the buyer back: the result page of the new order. */
export const CHECKOUT_RESULT_PATH = `/thanh-toan/ket-qua/${CHECKOUT_RETURN_ORDER_ID}`;

export interface CheckoutFormProps {
  readonly source: CheckoutSource;
  readonly shops: readonly CheckoutDraftShop[];
  readonly express: boolean;
}

/**
 * The checkout form. Everything it shows in money is the server's preview of the current
 * draft (core's cartPayable on the server); the page adds up nothing itself. Issues appear
 * where they belong: per line, per shop, at the address, the vouchers, the payment method,
 * the terms, and what placing the order answered beside the place-order button.
 */
export function CheckoutForm({ source, shops, express }: CheckoutFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const gateways = checkoutGateways(services);
  const loggedIn = services.tokens.isLoggedIn();

  const [shipping, setShipping] = useState<Record<string, ShippingOption>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [voucherCodes, setVoucherCodes] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const place = usePlaceOrder();
  // A buyer's address book: until it has arrived there is no address to send, so placing waits
  // (the button is busy) rather than going out without one; then the default is chosen at once.
  const book = useQuery({ ...addressesQueryOptions(services), enabled: loggedIn });
  const bookLoading = loggedIn && book.isPending;
  const chosenAddressId = loggedIn ? (addressChosen(book.data ?? [], addressId)?._id ?? null) : null;

  const request: CheckoutOrderRequest = {
    shops: shops.map((shop) => ({
      ...shop,
      shipping_company: shipping[shop.shop_id] ?? null,
      seller_note: notes[shop.shop_id]?.trim() || null,
    })),
    address_id: chosenAddressId,
    address: loggedIn ? null : address,
    payment_method: paymentMethod,
    voucher_codes: voucherCodes,
    agreed_terms: agreed,
    express,
    group_buy_room_id: source.kind === 'express' ? (source.group_buy_room_id ?? null) : null,
    return_url: CHECKOUT_RESULT_PATH,
  };
  const { return_url: _returnUrl, ...previewRequest } = request;
  const preview = useQuery({ ...checkoutPreviewQueryOptions(gateways.checkout, previewRequest), placeholderData: keepPreviousData });
  const lineIds = source.kind === 'cart' ? source.line_ids : [];
  const offers = useQuery(voucherOffersQueryOptions(gateways.checkout, lineIds));

  // After a first try, the form's own check runs on every change: a fixed field's message goes at once.
  const checked = checkoutOrderValidate(request);
  const formIssues: CheckoutIssue[] =
    submitted && !checked.ok ? checked.error.map((found) => ({ field: found.field, code: found.code, params: found.params ?? null })) : [];
  const issues = [...(preview.data?.issues ?? []), ...formIssues].filter((found) => issueShownNow(found, submitted));
  const at = (kind: 'payment' | 'vouchers' | 'address' | 'terms') => issuesAt(issues, (place) => place.kind === kind);
  const onPick = useCallback((stored: StoredAddress) => setAddressId(stored._id), []);

  const submit = () => {
    if (bookLoading) return;
    setSubmitted(true);
    setPlaceError(null);
    if (!checked.ok) return;
    place.mutate(request, {
      onSuccess: async ({ order, payment }) => {
        checkoutSourceClear(services.session, source);
        if (payment?.url) {
          window.location.assign(payment.url);
          return;
        }
        await navigate({ to: '/thanh-toan/ket-qua/$id', params: { id: order._id } });
        await cartInvalidate(client);
      },
      onError: (error) => {
        setPlaceError(
          error instanceof GatewayFailure && error.failure.errorCode ? error.failure.errorCode : 'CHECKOUT.ORDER_CREATE_FAILED',
        );
      },
    });
  };

  const previewShops = preview.data?.shops ?? [];
  return (
    <Stack gap="lg">
      <Heading level={1}>{express ? t('checkout.titleExpress') : t('checkout.title')}</Heading>
      <IssueList issues={issuesAt(issues, (place) => place.kind === 'top')} testId="checkout-top-issue" />
      {loggedIn ? null : (
        <p className={styles.muted}>
          {t('checkout.guestNotice')}{' '}
          <Button variant="ghost" size="sm" onClick={() => loginPromptOpen({ expressCheckout: express })}>
            {t('checkout.login')}
          </Button>
        </p>
      )}
      <div className={styles.layout}>
        <Stack gap="lg">
          <CheckoutAddress
            loggedIn={loggedIn}
            addressId={chosenAddressId}
            address={address}
            issues={at('address')}
            onPick={onPick}
            onWrite={setAddress}
          />
          {previewShops.map((shop, index) => (
            <CheckoutShopCard
              key={shop.shop._id}
              index={index}
              shop={shop}
              issues={issues}
              note={notes[shop.shop._id] ?? ''}
              onShippingChange={(option) => setShipping((current) => ({ ...current, [shop.shop._id]: option }))}
              onNoteChange={(note) => setNotes((current) => ({ ...current, [shop.shop._id]: note }))}
            />
          ))}
          {preview.isPending ? <p className={styles.muted}>{t('checkout.previewLoading')}</p> : null}
          <VoucherSheet
            offers={offers.data ?? []}
            codes={voucherCodes}
            results={preview.data?.vouchers ?? []}
            onCodesChange={setVoucherCodes}
          />
          <IssueList issues={at('vouchers')} />
          <section className={styles.section}>
            <PaymentMethodPicker preview={preview.data} value={paymentMethod} issues={at('payment')} onChange={setPaymentMethod} />
          </section>
        </Stack>
        <section className={`${styles.section} ${styles.summary}`} aria-labelledby="checkout-summary">
          <Heading level={2} size="item" id="checkout-summary">
            {t('checkout.summary')}
          </Heading>
          {preview.data ? <CheckoutTotals totals={preview.data.totals} /> : null}
          <Checkbox label={t('checkout.terms')} checked={agreed} onCheckedChange={setAgreed} />
          <IssueList issues={at('terms')} testId="checkout-terms-issue" />
          {/* What placing the order answered, beside the button that placed it; the refreshed preview also shows the cause where it is (the address, a line). */}
          {placeError ? (
            <p role="alert" className={styles.alert} data-testid="checkout-error" data-code={placeError}>
              {t(errorI18nKey(placeError))}
            </p>
          ) : null}
          <Button
            variant="primary"
            size="lg"
            fullWidth
            loading={place.isPending || bookLoading}
            disabled={place.isPending || bookLoading}
            onClick={submit}
          >
            {place.isPending ? t('checkout.placing') : bookLoading ? t('checkout.addressLoading') : t('checkout.placeOrder')}
          </Button>
        </section>
      </div>
    </Stack>
  );
}
