import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  moneyFormat,
  SELLER_INACTIVE_WARNING_DAYS,
  shopSellerInactive,
  SHIPPING_OPTIONS,
  type CheckoutIssue,
  type CheckoutPreviewShop,
  type ShippingOption,
} from '@modavi/core';
import { Heading, Input, Price, Select } from '@modavi/ui';
import { IssueList } from './IssueList';
import { issuesAt } from './checkout-issues';
import * as styles from './CheckoutPage.css';

export interface CheckoutShopCardProps {
  readonly index: number;
  readonly shop: CheckoutPreviewShop;
  readonly issues: readonly CheckoutIssue[];
  readonly note: string;
  readonly onShippingChange: (option: ShippingOption) => void;
  readonly onNoteChange: (note: string) => void;
}

/** One shop's part of the checkout: its lines as priced now, its shipping company and a note to the seller. */
export function CheckoutShopCard({ index, shop, issues, note, onShippingChange, onNoteChange }: CheckoutShopCardProps) {
  const { t } = useTranslation();
  const headingId = `checkout-shop-${index}`;
  const optionName = (option: ShippingOption) => t(`checkout.shippingOption_${option}`);
  const quotes = shop.shipping_quotes;
  const options = (quotes.length > 0 ? quotes.map((quote) => quote.option) : SHIPPING_OPTIONS).map((option) => {
    const quote = quotes.find((candidate) => candidate.option === option);
    const label = !quote
      ? optionName(option)
      : quote.available
        ? t('checkout.shippingQuote', { option: optionName(option), fee: moneyFormat(quote.fee) })
        : t('checkout.shippingUnavailable', {
            option: optionName(option),
            reason: t(errorI18nKey(quote.refusal_code ?? 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS')),
          });
    return { value: option, label };
  });
  const shopIssues = issuesAt(issues, (place) => place.kind === 'shop' && place.shop === index);
  // Not a refusal: the order can still be placed, the buyer is told to contact the seller first.
  const sellerIdle = shopSellerInactive(shop.shop.last_active_at, Date.now());
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="checkout-shop">
      <Heading level={2} size="item" id={headingId}>
        {t('checkout.shopSection', { shop: shop.shop.name })}
      </Heading>
      {sellerIdle ? (
        <p className={styles.muted} role="note" data-testid="checkout-seller-inactive">
          {t(errorI18nKey('SHOP.SELLER_INACTIVE'), { days: SELLER_INACTIVE_WARNING_DAYS })}
        </p>
      ) : null}
      {shop.items.map((item, itemIndex) => (
        <div key={`${item.product_id}-${item.variant_id ?? ''}`} className={styles.line} data-testid="checkout-line">
          {item.image ? <img src={item.image} alt="" className={styles.lineImage} /> : <span className={styles.lineImage} />}
          <div>
            <p className={styles.text}>{item.name}</p>
            {item.variant_name ? <p className={styles.muted}>{t('checkout.variant', { name: item.variant_name })}</p> : null}
            <p className={styles.muted}>{t('checkout.quantity', { count: item.quantity })}</p>
            {item.promotion ? (
              <p className={styles.muted}>{t('checkout.promotion', { name: item.promotion.name, count: item.promotion.max_quantity })}</p>
            ) : null}
            <IssueList
              issues={issuesAt(issues, (place) => place.kind === 'line' && place.shop === index && place.item === itemIndex)}
              testId="checkout-line-issue"
            />
          </div>
          <Price
            amount={item.unit_price}
            original={item.original_price ?? null}
            size="sm"
            saleLabel={t('checkout.unitPrice')}
            originalLabel={t('checkout.originalPrice')}
          />
        </div>
      ))}
      <Select
        label={t('checkout.shipping')}
        options={options}
        value={shop.shipping_option}
        onValueChange={(value) => onShippingChange(value === 'express' ? 'express' : 'standard')}
      />
      {quotes.length === 0 ? <p className={styles.muted}>{t('checkout.shippingNeedsAddress')}</p> : null}
      <IssueList issues={shopIssues} testId="checkout-shop-issue" />
      <Input
        label={t('checkout.sellerNote')}
        hint={t('checkout.sellerNoteHint')}
        value={note}
        maxLength={200}
        onChange={(event) => onNoteChange(event.target.value)}
      />
      <p className={styles.text}>
        {t('checkout.shopTotal')}: {moneyFormat(shop.totals.payable)}
      </p>
    </section>
  );
}
