import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CART_QUANTITY_MIN,
  cartInvalidLineIds,
  cartDiscountPricing,
  cartLineUnitPrice,
  cartPayable,
  cartQuantityClamp,
  cartQuantityMax,
  cartSelectedLineIds,
  cartSelectionApply,
  cartSelectionSetAll,
  cartSelectionState,
  cartTotal,
  type CartLine,
  type CartSelection,
  type CartShopGroup,
} from '@modavi/core';
import { Button, CartLineRow, CartShopSection, CartSummary, Heading, Stack } from '@modavi/ui';
import { cartQueryOptions } from '../../queries/cart-queries';
import { useServices } from '../../hooks/use-services';
import { useCartMutations } from './use-cart-mutations';
import { CartCheckoutButton } from '../checkout/CartCheckoutButton';
import * as styles from './CartPage.css';

/** /gio-hang: lines grouped per shop, valid first, with per-shop and overall totals from core. */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const services = useServices();
  const { data } = useSuspenseQuery(cartQueryOptions(services.cart));
  const [selection, setSelection] = useState<CartSelection>({});
  const { quantity, remove, removeMany } = useCartMutations();
  const cart = cartSelectionApply(data, selection);
  const totals = cartTotal(cart);
  // Each shop's best discount on the ticked lines, as checkout will take it (the server sends the shops' discounts).
  const payable = cartPayable(cart, cartDiscountPricing(cart));

  const row = (line: CartLine, available: boolean) => (
    <CartLineRow
      key={line._id}
      name={line.product.name}
      image={line.product.images[0]}
      variantText={line.product.variant ? t('cart.variant', { name: line.product.variant.variant_name }) : null}
      unitPrice={cartLineUnitPrice(line)}
      unitPriceOriginal={cartLineUnitPrice(line, { original: true })}
      quantity={line.quantity}
      quantityBounds={{ min: CART_QUANTITY_MIN, max: cartQuantityMax(line.store_quantity) }}
      selected={line.is_selected}
      available={available}
      busy={quantity.isPending}
      renderLink={(link) => (
        <Link to="/san-pham/$id" params={{ id: line.product._id }} search={{ position: 'Cart' }} className={link.className}>
          {link.children}
        </Link>
      )}
      onSelectedChange={(selected) => setSelection((current) => ({ ...current, [line._id]: selected }))}
      onQuantityChange={(requested) => {
        const value = cartQuantityClamp(requested, line.store_quantity);
        if (value !== line.quantity) quantity.mutate({ lineId: line._id, value });
      }}
      onDelete={() => remove.mutate(line._id)}
      labels={{
        select: t('cart.selectLine', { name: line.product.name }),
        quantity: t('product.quantity'),
        decrease: t('product.decrease'),
        increase: t('product.increase'),
        delete: t('cart.delete'),
        deleteLine: t('cart.deleteLine', { name: line.product.name }),
        price: t('product.price'),
        original: t('product.originalPrice'),
      }}
    />
  );

  const discountOf = (shopId: string) => {
    const amount = payable.shops.find((shop) => shop.shopId === shopId)?.discount ?? 0;
    return amount > 0 ? { label: t('cart.shopDiscount'), amount } : null;
  };

  const validGroup = (group: CartShopGroup) => (
    <CartShopSection
      key={group.shop._id}
      shopName={group.shop.name}
      selection={{
        state: cartSelectionState(cart, group.shop._id),
        label: t('cart.selectShop', { shop: group.shop.name }),
        onChange: (selected) => setSelection((current) => cartSelectionSetAll(cart, group.shop._id, selected, current)),
      }}
      discount={discountOf(group.shop._id)}
      total={{ label: t('cart.shopTotal'), amount: payable.shops.find((shop) => shop.shopId === group.shop._id)?.payable ?? 0 }}
    >
      {group.items.map((line) => row(line, true))}
    </CartShopSection>
  );

  const isEmpty = data.valid.length === 0 && data.invalid.length === 0;
  const selectedIds = cartSelectedLineIds(cart);
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('cart.title')}</Heading>
      {isEmpty ? (
        <Stack gap="md" align="start">
          <p className={styles.empty}>{t('cart.empty')}</p>
          <Button asChild variant="primary">
            <Link to="/">{t('cart.continueShopping')}</Link>
          </Button>
        </Stack>
      ) : (
        <>
          {cart.valid.map(validGroup)}
          {cart.invalid.length > 0 ? (
            <Stack as="section" gap="sm" aria-label={t('cart.invalidTitle')}>
              <div className={styles.invalidHeader}>
                <Heading level={2} size="item">
                  {t('cart.invalidTitle')}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={removeMany.isPending}
                  onClick={() => removeMany.mutate(cartInvalidLineIds(cart))}
                >
                  {t('cart.removeInvalid')}
                </Button>
              </div>
              {cart.invalid.map((group) => (
                <CartShopSection key={group.shop._id} shopName={group.shop.name}>
                  {group.items.map((line) => row(line, false))}
                </CartShopSection>
              ))}
            </Stack>
          ) : null}
          <CartSummary
            selectAll={{
              state: cartSelectionState(cart, null),
              label: t('cart.selectAll'),
              onChange: (selected) => setSelection((current) => cartSelectionSetAll(cart, null, selected, current)),
            }}
            totalLabel={t('cart.total')}
            total={payable.payable}
            selectedText={t('cart.selectedCount', { count: totals.selectedLines })}
            action={<CartCheckoutButton cart={cart} />}
            removeSelected={{
              label: t('cart.deleteSelected'),
              disabled: selectedIds.length === 0 || removeMany.isPending,
              onClick: () => removeMany.mutate(selectedIds),
            }}
          />
        </>
      )}
    </Stack>
  );
}
