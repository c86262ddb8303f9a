import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * A footer link of the home page, once it can be clicked. The home's feed loads a few pages by
 * itself as it is scrolled, then waits for "Xem thêm"; the footer (drawn when scrolled near) may
 * show for a moment between two of those pages and be pushed away again. So: scroll, until the
 * button and the link show together.
 */
export async function homeFooterLink(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole('contentinfo').getByRole('link', { name });
  const more = page.getByTestId('feed-more').getByRole('button', { name: 'Xem thêm' });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 5000);
        return (await more.isVisible()) && (await link.isVisible());
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe(true);
  return link;
}
