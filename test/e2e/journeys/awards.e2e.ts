import { afterEach, describe, expect, it, inject } from 'vitest';
import { AWARDS_API_PATHS, VOTES_PER_CHECK_IN, numberFormat, type AwardsEdition } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, signedIn } from '../harness/signed-in';

describe('the awards event', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a signed-in buyer checks in, votes, sees the count rise, then runs out of votes', async () => {
    const baseUrl = inject('baseUrl');
    const edition = (await (await fetch(new URL(AWARDS_API_PATHS.edition, `${baseUrl}/`))).json()) as { data: AwardsEdition };
    const nominee = edition.data.categories[0]!.nominees[0]!;
    browser = await browserOpen('phone');
    const { page, context } = browser;
    await signedIn(context, baseUrl, await accountCreate(baseUrl, 'Trần Bình Chọn'));
    await withFailureScreenshot(page, 'awards', async () => {
      await page.goto('/awards');
      await pageDrawn(page);
      await page.getByRole('heading', { level: 1, name: edition.data.name }).waitFor();
      const balance = page.getByTestId('awards-balance');
      await expect.poll(() => balance.textContent()).toBe('0');
      await page.getByRole('button', { name: `Điểm danh nhận ${VOTES_PER_CHECK_IN} lượt` }).click();
      await page.getByRole('button', { name: 'Đã điểm danh hôm nay, quay lại vào ngày mai' }).waitFor();
      await expect.poll(() => balance.textContent()).toBe(String(VOTES_PER_CHECK_IN));

      const card = page.locator(`[data-nominee="${nominee.id}"]`);
      const votes = card.getByTestId('nominee-votes');
      await card.getByRole('button', { name: 'Thêm một lượt' }).click();
      await card.getByRole('button', { name: `Bình chọn cho ${nominee.name}` }).click();
      await expect.poll(() => votes.textContent()).toContain(numberFormat(nominee.votes + 2));
      await expect.poll(() => balance.textContent()).toBe(String(VOTES_PER_CHECK_IN - 2));
      await axeCheck(page);

      // The rest of the balance, then one more: the spec's "out of votes" with the hint to come back tomorrow.
      const field = card.getByRole('spinbutton');
      await field.fill(String(VOTES_PER_CHECK_IN - 2));
      await field.press('Enter');
      await card.getByRole('button', { name: `Bình chọn cho ${nominee.name}` }).click();
      await expect.poll(() => balance.textContent()).toBe('0');
      await page.getByRole('alert').filter({ hasText: 'Bạn đã hết lượt bình chọn' }).waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('quay lại điểm danh vào ngày mai');
      await axeCheck(page);
    });
  });
});
