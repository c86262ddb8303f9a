import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CART_QUANTITY_MIN,
  cartQuantityClamp,
  cartQuantityMax,
  moneyShort,
  ratingFormat,
  optionStock,
  priceDiscountPercent,
  variantChoiceComplete,
  type Product,
  type Variant,
  type VariantChoice,
} from '@modavi/core';
import { Button, Heading, OptionPicker, Price, QuantityStepper, Stack } from '@modavi/ui';
import { BuyNowButton } from '../checkout/BuyNowButton';
import { useAddToCart } from './use-add-to-cart';
import { ShareButton } from './ShareButton';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SectionBoundary } from '../promotions/SectionBoundary';
import { promotionEndText } from '../home/product-card-props';
import * as styles from './ProductPage.css';

export interface ProductBuyBoxProps {
  readonly product: Product;
  readonly choice: VariantChoice;
  readonly variant: Variant | null;
  readonly onChoose: (index: number, value: string | null) => void;
}

/**
 * Name, price, the variant choice (stock per option; sold-out combinations disabled by core's
 * `optionStock`), quantity and add to cart, and sharing.
 */
export function ProductBuyBox({ product, choice, variant, onChoose }: ProductBuyBoxProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [missingChoice, setMissingChoice] = useState(false);
  const addToCart = useAddToCart();
  const priced = variant ?? product;
  const stock = variant?.quantity ?? product.quantity;
  // The running program pricing the chosen variant (or the product): the server priced both by core's variantPriceAt.
  const promotion = priced.promotion ?? null;

  const choose = (index: number, value: string | null) => {
    onChoose(index, value);
    setMissingChoice(false);
    setQuantity(1);
  };

  const add = () => {
    if (!variantChoiceComplete(product.classifications, choice)) {
      setMissingChoice(true);
      return;
    }
    addToCart.mutate({ product_id: product._id, variant_id: variant?._id ?? null, quantity });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1} size="section">
          {product.name}
        </Heading>
        <div className={styles.meta}>
          <p className={styles.shop}>
            {typeof product.rating === 'number' ? `${t('productExtras.rating', { rating: ratingFormat(product.rating) })} · ` : ''}
            {t('product.sold', { count: product.sold, formatted: moneyShort(product.sold) })}
          </p>
          <ShareButton title={product.name} />
          <SectionBoundary>
            <FavouriteButton productId={product._id} />
          </SectionBoundary>
        </div>
      </Stack>
      <Price
        amount={priced.sale_price}
        original={priced.sale_price_original ?? null}
        size="lg"
        saleLabel={t('product.price')}
        originalLabel={t('product.originalPrice')}
        discountPercent={priceDiscountPercent(priced.sale_price, priced.sale_price_original)}
        discountText={(percent) => t('product.discount', { percent })}
      />
      {promotion ? (
        <Stack gap="xs" data-testid="product-promotion">
          <p className={styles.promotion}>{t('product.promotionEnds', { name: promotion.name, end: promotionEndText(promotion.end_time) })}</p>
          <p className={styles.promotionTerms}>
            {t('product.promotionLeft', { count: promotion.remaining })}
            {typeof promotion.purchase_limit_per_order === 'number' ? ` · ${t('product.promotionPerOrder', { count: promotion.purchase_limit_per_order })}` : ''}
          </p>
        </Stack>
      ) : null}
      {product.classifications.map((classification, index) => (
        <OptionPicker
          key={classification.name}
          name={classification.name}
          value={choice[index] ?? null}
          onChange={(value) => choose(index, value)}
          options={classification.options.map((option) => {
            const left = optionStock(product, choice, index, option.name);
            return {
              value: option.name,
              label: option.name,
              disabled: left === 0,
              hint: left === 0 ? t('product.soldOut') : t('product.stock', { count: left }),
              image: option.image,
            };
          })}
        />
      ))}
      <QuantityStepper
        value={quantity}
        min={CART_QUANTITY_MIN}
        max={cartQuantityMax(stock)}
        onChange={(requested) => setQuantity(cartQuantityClamp(requested, stock))}
        label={t('product.quantity')}
        decreaseLabel={t('product.decrease')}
        increaseLabel={t('product.increase')}
        disabled={stock === 0}
      />
      {missingChoice ? (
        <p role="alert" className={styles.alert}>
          {t('product.selectClassification')}
        </p>
      ) : null}
      <Button variant="primary" size="lg" fullWidth loading={addToCart.isPending} disabled={product.quantity === 0} onClick={add}>
        {product.quantity === 0 ? t('product.soldOut') : t('product.addToCart')}
      </Button>
      <BuyNowButton
        productId={product._id}
        variantId={variant?._id ?? null}
        quantity={quantity}
        ready={variantChoiceComplete(product.classifications, choice)}
        onNotReady={() => setMissingChoice(true)}
        disabled={product.quantity === 0}
      />
    </Stack>
  );
}
