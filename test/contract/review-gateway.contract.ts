import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaGateway, ReviewGateway } from '@modavi/core';
import { PNG_8X8 as PNG } from '../../server/src/testing/png-fixture';

/** A fresh buyer with one delivered, unreviewed line of an order. */
export interface ReviewContractSubject {
  readonly reviews: ReviewGateway;
  readonly line: { readonly orderId: string; readonly itemId: string; readonly productId: string; readonly shopId: string };
}

/** What every ReviewGateway does, in memory or over HTTP against the reference server. */
export function reviewGatewayContract(name: string, subject: () => Promise<ReviewContractSubject>) {
  describe(`ReviewGateway contract: ${name}`, () => {
    let s: ReviewContractSubject;
    beforeEach(async () => {
      s = await subject();
    });

    it('writes a review of a delivered line and reads it back on the product, the shop and the order', async () => {
      const created = await s.reviews.reviewCreate({ order_item_id: s.line.itemId, rating: 5, content: 'Rất đẹp', images: [] });
      expect(created.ok && created.value).toMatchObject({ rating: 5, content: 'Rất đẹp', product_id: s.line.productId });
      const mine = await s.reviews.orderReviews(s.line.orderId);
      expect(mine.ok && mine.value.map((review) => review.content)).toEqual(['Rất đẹp']);
      const product = await s.reviews.productReviews(s.line.productId, { page: 1, limit: 5 });
      expect(product.ok && product.value.items.some((review) => review.content === 'Rất đẹp')).toBe(true);
      expect(product.ok && product.value.summary.count).toBeGreaterThanOrEqual(1);
      const shop = await s.reviews.shopReviews(s.line.shopId, { page: 1, limit: 5 });
      expect(shop.ok && shop.value.items.some((review) => review.content === 'Rất đẹp')).toBe(true);
    });

    it('refuses a second review of the same line and a rating outside 1-5', async () => {
      await s.reviews.reviewCreate({ order_item_id: s.line.itemId, rating: 4, content: '', images: [] });
      const again = await s.reviews.reviewCreate({ order_item_id: s.line.itemId, rating: 3, content: '', images: [] });
      expect(again.ok ? null : again.error).toMatchObject({ code: 'CONFLICT', errorCode: 'REVIEW.ALREADY_WRITTEN' });
      const wrong = await s.reviews.reviewCreate({ order_item_id: s.line.itemId, rating: 9, content: '', images: [] });
      expect(wrong.ok ? null : wrong.error).toMatchObject({ code: 'INVALID_REQUEST', errorCode: 'REVIEW.RATING_INVALID' });
    });

    it('allows one edit, then refuses the next', async () => {
      const created = await s.reviews.reviewCreate({ order_item_id: s.line.itemId, rating: 2, content: 'Chưa ưng', images: [] });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const edited = await s.reviews.reviewEdit(created.value._id, { rating: 4, content: 'Đổi size xong rất vừa', images: [] });
      expect(edited.ok && edited.value).toMatchObject({ rating: 4, content: 'Đổi size xong rất vừa', edited_at: expect.any(Number) });
      const second = await s.reviews.reviewEdit(created.value._id, { rating: 5, content: '', images: [] });
      expect(second.ok ? null : second.error).toMatchObject({ code: 'CONFLICT', errorCode: 'REVIEW.EDIT_NOT_ALLOWED' });
    });

    it('refuses a line that is not the buyer\'s delivered line', async () => {
      const unknown = await s.reviews.reviewCreate({ order_item_id: 'no-such-line', rating: 5, content: '', images: [] });
      expect(unknown.ok ? null : unknown.error.errorCode).toBe('REVIEW.ITEM_NOT_DELIVERED');
    });
  });
}

/** What every MediaGateway does with a picked file. */
export function mediaGatewayContract(name: string, subject: () => Promise<MediaGateway>) {
  describe(`MediaGateway contract: ${name}`, () => {

    it('uploads an image and answers where it is served', async () => {
      const uploaded = await (await subject()).imageUpload(new File([PNG], 'a.png', { type: 'image/png' }));
      expect(uploaded.ok && uploaded.value.url).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    });

    it("refuses a file that is not an image ('image file not supported')", async () => {
      const refused = await (await subject()).imageUpload(new File([new TextEncoder().encode('hi')], 'a.txt', { type: 'text/plain' }));
      expect(refused.ok ? null : refused.error).toMatchObject({ code: 'INVALID_REQUEST', errorCode: 'FILE.IMAGE_NOT_SUPPORTED' });
    });
  });
}
