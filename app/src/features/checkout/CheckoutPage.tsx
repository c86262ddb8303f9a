import { useMemo } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkoutCartValidate, checkoutDraftFromCart, type CheckoutDraftShop } from '@modavi/core';
import { Button, Heading, Stack } from '@modavi/ui';
import { cartQueryOptions } from '../../queries/cart-queries';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { useServices } from '../../hooks/use-services';
import { checkoutSourceRead, type CheckoutSource, type ExpressSource } from './checkout-source';
import { CheckoutForm } from './CheckoutForm';
import * as styles from './CheckoutPage.css';

export interface CheckoutPageProps {
  /** /thanh-toan-2 (and /thanh-toan?x=true after logging in there): the one "buy now" item. */
  readonly express: boolean;
}

/**
 * /thanh-toan and /thanh-toan-2: what is bought comes from this tab's session (the cart's
 * selection, or the product page's "buy now"), priced by the server's preview.
 */
export function CheckoutPage({ express }: CheckoutPageProps) {
  const services = useServices();
  const { t } = useTranslation();
  useDocumentTitle(t(express ? 'checkout.titleExpress' : 'checkout.title'));
  // Read once: placing the order clears it, and the page must not jump to "empty" meanwhile.
  const source = useMemo(() => checkoutSourceRead(services.session, express), [services.session, express]);
  if (!source) return <CheckoutEmpty express={express} />;
  return source.kind === 'express' ? <ExpressCheckout source={source} /> : <CartCheckout source={source} />;
}

function CheckoutEmpty({ express }: { readonly express: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>{express ? t('checkout.titleExpress') : t('checkout.title')}</Heading>
      <p className={styles.text}>{t('checkout.empty')}</p>
      <Button asChild variant="primary">
        <Link to="/gio-hang">{t('checkout.backToCart')}</Link>
      </Button>
    </Stack>
  );
}

function CartCheckout({ source }: { readonly source: Extract<CheckoutSource, { kind: 'cart' }> }) {
  const services = useServices();
  const { data: cart } = useSuspenseQuery(cartQueryOptions(services.cart));
  const chosen = new Set(source.line_ids);
  // The selection as the cart holds it now: lines bought or removed meanwhile drop out.
  const checked = checkoutCartValidate({
    ...cart,
    valid: cart.valid.map((group) => ({ ...group, items: group.items.map((line) => ({ ...line, is_selected: chosen.has(line._id) })) })),
  });
  if (!checked.ok) return <CheckoutEmpty express={false} />;
  const draft = checkoutDraftFromCart(checked.value);
  return <CheckoutForm source={source} shops={draft.shops} express={false} />;
}

function ExpressCheckout({ source }: { readonly source: ExpressSource }) {
  const services = useServices();
  const { data: product } = useSuspenseQuery(productQueryOptions(services.catalogue, source.product_id));
  const shops: CheckoutDraftShop[] = [
    {
      shop_id: product.shop._id,
      items: [{ cart_line_id: null, product_id: product._id, variant_id: source.variant_id, quantity: source.quantity }],
      shipping_company: null,
      seller_note: null,
    },
  ];
  return <CheckoutForm source={source} shops={shops} express />;
}
