import { useTranslation } from 'react-i18next';
import {
  checkoutPaymentMethodsSync,
  errorI18nKey,
  PAYMENT_METHODS,
  type CheckoutIssue,
  type CheckoutPreview,
  type PaymentMethod,
} from '@modavi/core';
import { IssueList } from './IssueList';
import * as styles from './CheckoutPage.css';

export interface PaymentMethodPickerProps {
  readonly preview: CheckoutPreview | undefined;
  readonly value: PaymentMethod | null;
  readonly issues: readonly CheckoutIssue[];
  readonly onChange: (method: PaymentMethod) => void;
}

/**
 * The eight payment methods. One the whole order cannot use (the preview's `payment_methods`)
 * is disabled with the reason core's payment rule gives: no shop of the order takes it ('not
 * applied by shop'), only some do ('not synchronized, split the order'), or the order cannot
 * be paid that way at all, e.g. cash for an international order ('not available').
 */
export function PaymentMethodPicker({ preview, value, issues, onChange }: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const refusalOf = (method: PaymentMethod): string | null => {
    if (!preview || preview.payment_methods.includes(method)) return null;
    const synced = checkoutPaymentMethodsSync(
      preview.shops.map((shop) => ({ shop_id: shop.shop._id, payment_methods: shop.payment_methods })),
      method,
    );
    return synced.ok ? 'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE' : synced.error.code;
  };
  return (
    <fieldset className={styles.fieldset} data-testid="checkout-payment">
      <legend className={styles.legend}>{t('checkout.payment')}</legend>
      {PAYMENT_METHODS.map((method) => {
        const refusal = refusalOf(method);
        const id = `payment-${method}`;
        return (
          <label key={method} htmlFor={id} className={refusal ? `${styles.choice} ${styles.choiceDisabled}` : styles.choice}>
            <input
              id={id}
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              disabled={refusal !== null}
              aria-describedby={refusal ? `${id}-why` : undefined}
              onChange={() => onChange(method)}
            />
            <span className={styles.choiceBody}>
              <span>{t(`checkout.paymentMethod_${method}`)}</span>
              {refusal ? (
                <span id={`${id}-why`} className={styles.muted}>
                  {t(errorI18nKey(refusal))}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      <IssueList issues={issues} testId="checkout-payment-issue" />
    </fieldset>
  );
}
