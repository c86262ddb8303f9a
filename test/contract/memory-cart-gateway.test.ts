import { memoryCartGateway } from '@modavi/adapters';
import { makeClassification, makeProduct, makeShop, makeVariant } from '@modavi/core/testing';
import { cartGatewayContract } from './cart-gateway.contract';

const counter = () => {
  let next = 0;
  return { next: () => `line-${(next += 1)}` };
};

cartGatewayContract('memoryCartGateway', async () => {
  const shopA = makeShop({ _id: 'shop-a' });
  const shopB = makeShop({ _id: 'shop-b', country: 'KR' });
  const dress = makeProduct({
    _id: 'dress',
    shop: shopA,
    classifications: [makeClassification()],
    variants: [makeVariant({ _id: 'dress-red-m', quantity: 5 }), makeVariant({ _id: 'dress-red-l', quantity: 0 })],
    quantity: 5,
  });
  const lipstick = makeProduct({
    _id: 'lipstick',
    shop: shopB,
    classifications: [makeClassification()],
    variants: [makeVariant({ _id: 'lipstick-rose', quantity: 2 })],
    quantity: 2,
  });
  return {
    gateway: memoryCartGateway([dress, lipstick], counter()),
    withVariants: { productId: 'dress', variantId: 'dress-red-m', stock: 5, shopId: 'shop-a' },
    other: { productId: 'lipstick', variantId: 'lipstick-rose', shopId: 'shop-b' },
  };
});
