import { afterEach, describe, expect, it } from 'vitest';
import { DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';

const PRODUCT = 'Đầm lụa hai dây dự tiệc';
const QUESTION = 'Shop ơi, mẫu này còn size M không ạ?';
const ANSWER = 'Dạ còn ạ, bạn đặt ngay nhé!';

/**
 * Chat end to end (spec section 2's chat box, issue 13's seller chat): what only a browser
 * proves is the socket between two pages, the product card from "Chat ngay" and the red dot.
 */
describe('chat: a buyer asks from a product page, the shop answers live', () => {
  const open: OpenBrowser[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.close()));
  });

  it('sends the product card and a question from a phone, the seller sees it live and replies, the buyer reads it and the red dot clears', async () => {
    // The buyer is on a phone (issue 25): the box must lie above the bottom navigation, its
    // "Gửi" reachable by a real click (Playwright clicks only what is on top at that point).
    const buyerBrowser = await browserOpen('phone');
    const sellerBrowser = await browserOpen('desktop');
    open.push(buyerBrowser, sellerBrowser);
    const { baseUrl } = buyerBrowser;
    const seller = await sellerAccountCreate(baseUrl, 'Tiệm Lụa Trò Chuyện');
    const { _id: productId } = await apiAs<{ _id: string }>(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: seller.shopId, name: PRODUCT } });
    const buyer = await accountCreate(baseUrl, 'Phạm Minh Thư');
    await signedIn(buyerBrowser.context, baseUrl, buyer);
    await signedIn(sellerBrowser.context, baseUrl, seller);
    const shopper = buyerBrowser.page;
    const shop = sellerBrowser.page;

    await withFailureScreenshot(shop, 'chat-seller', async () => {
      await shop.goto('/ban-hang/tro-chuyen');
      await shop.getByRole('heading', { level: 1, name: 'Trò chuyện' }).waitFor();
      await shop.getByText('Chưa có cuộc trò chuyện nào').waitFor();
    });

    await withFailureScreenshot(shopper, 'chat-buyer-ask', async () => {
      await shopper.goto(`/san-pham/${productId}`);
      await pageDrawn(shopper);
      await shopper.getByTestId('chat-now').click();
      const box = shopper.getByTestId('chat-box');
      // The product's card waits in the composer; it goes with the question.
      await box.locator('form').getByText(PRODUCT).waitFor();
      await box.getByLabel('Tin nhắn', { exact: true }).fill(QUESTION);
      await box.getByRole('button', { name: 'Gửi' }).click();
      await box.locator('li[data-mine="true"]').filter({ hasText: QUESTION }).filter({ hasText: PRODUCT }).waitFor();
      await axeCheck(shopper);
      // Minimised, the box keeps listening: the answer will light the red dot.
      await box.getByRole('button', { name: 'Thu nhỏ' }).click();
      await shopper.getByTestId('chat-mini').waitFor();
    });

    await withFailureScreenshot(shop, 'chat-seller-reply', async () => {
      // Live: the room arrives without a reload, with its unread count in the list and the navigation.
      const room = shop.locator('[data-room]').filter({ hasText: 'Phạm Minh Thư' });
      await room.filter({ hasText: QUESTION }).waitFor();
      await shop.getByRole('link', { name: /Trò chuyện.*1 chưa đọc/ }).waitFor();
      await room.getByRole('button').first().click();
      await shop.waitForURL(/\/ban-hang\/tro-chuyen\?id=/);
      await shop.locator('li[data-mine="false"]').filter({ hasText: QUESTION }).filter({ hasText: PRODUCT }).waitFor();
      await axeCheck(shop);
      await shop.getByLabel('Tin nhắn', { exact: true }).fill(ANSWER);
      await shop.getByRole('button', { name: 'Gửi' }).click();
      await shop.locator('li[data-mine="true"]').filter({ hasText: ANSWER }).waitFor();
    });

    await withFailureScreenshot(shopper, 'chat-buyer-read', async () => {
      const dot = shopper.getByTestId('chat-open');
      await expect.poll(() => dot.getAttribute('data-unread')).toBe('1');
      await shopper.getByTestId('chat-mini').click();
      await shopper.getByTestId('chat-box').locator('li[data-mine="false"]').filter({ hasText: ANSWER }).waitFor();
      await expect.poll(() => dot.getAttribute('data-unread')).toBe('0');
    });
  });
});
