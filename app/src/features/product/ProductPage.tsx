import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { optionStock, variantChoiceComplete, variantFind, type VariantChoice } from '@modavi/core';
import { Button, Heading, OptionPicker, Price, ProductGallery, QuantityStepper, Stack } from '@modavi/ui';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { useServices } from '../../hooks/use-services';
import { useAddToCart } from './use-add-to-cart';
import * as styles from './ProductPage.css';
import { useAnalyticsViewItem } from '../analytics/analytics-events';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SectionBoundary } from '../promotions/SectionBoundary';

const route = getRouteApi('/san-pham/$id');

/** Product detail: gallery, price, variant choice with stock per option, add to cart. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { catalogue } = useServices();
  const { data: product } = useSuspenseQuery(productQueryOptions(catalogue, id));
  const [choice, setChoice] = useState<VariantChoice>(() => product.classifications.map(() => null));
  const [quantity, setQuantity] = useState(1);
  const [missingChoice, setMissingChoice] = useState(false);
  const addToCart = useAddToCart();
  useAnalyticsViewItem(product);

  const variant = variantFind(product, choice);
  const priced = variant ?? product;
  const stock = variant?.quantity ?? product.quantity;

  const choose = (index: number, value: string | null) => {
    setChoice((current) => current.map((picked, at) => (at === index ? value : picked)));
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
    <div className={styles.layout}>
      <ProductGallery
        images={variant?.images.length ? variant.images : product.images}
        altText={(index) => t('product.imageAlt', { name: product.name, index: index + 1 })}
        label={t('product.gallery')}
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1} size="section">
            {product.name}
          </Heading>
          <p className={styles.shop}>
            {product.shop.name} · {t(`product.shopFrom_${product.shop.country}`)}
          </p>
          <SectionBoundary>
            <FavouriteButton productId={product._id} />
          </SectionBoundary>
        </Stack>
        <Price
          amount={priced.sale_price}
          original={priced.sale_price_original ?? null}
          size="lg"
          saleLabel={t('product.price')}
          originalLabel={t('product.originalPrice')}
          discountText={(percent) => t('product.discount', { percent })}
        />
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
          min={1}
          max={Math.max(1, stock)}
          onChange={setQuantity}
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
        <ul className={styles.facts}>
          <li>{t('product.returnPeriod', { count: product.return_period })}</li>
          <li>{t('product.preparation', { count: product.preparation_time })}</li>
        </ul>
        <Stack as="section" gap="sm" aria-labelledby="product-description">
          <Heading level={2} id="product-description">
            {t('product.description')}
          </Heading>
          <p className={styles.description}>{product.description}</p>
        </Stack>
      </Stack>
    </div>
  );
}
