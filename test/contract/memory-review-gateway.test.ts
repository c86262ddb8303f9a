import { memoryMediaGateway, memoryReviewGateway } from '@modavi/adapters';
import { mediaGatewayContract, reviewGatewayContract } from './review-gateway.contract';

reviewGatewayContract('memoryReviewGateway', async () => {
  const now = Date.UTC(2026, 10, 20);
  const line = { orderId: 'order-1', itemId: 'item-1', productId: 'product-1', shopId: 'shop-1' };
  return {
    line,
    reviews: memoryReviewGateway({
      clock: { now: () => now },
      lines: [{ orderItemId: line.itemId, orderId: line.orderId, productId: line.productId, shopId: line.shopId, deliveredAt: now - 60_000 }],
    }),
  };
});

mediaGatewayContract('memoryMediaGateway', async () => memoryMediaGateway());
