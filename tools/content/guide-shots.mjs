/**
 * Screenshots of the buyer's steps that the guides show (issue 14: a visual step gets a picture).
 * Runs against a server started on the seeded demo data and writes WebP files, one per step and
 * locale, into server/content/guide-shots/<locale>/ (commit them; the server serves them under
 * /media/guides/). Run from the repository root (playwright-core and sharp resolve from here):
 *   npm run build && PORT=4799 MODAVI_DATA_DIR=memory node scripts/start.mjs &
 *   MODAVI_URL=http://127.0.0.1:4799 node tools/content/guide-shots.mjs
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const base = process.env.MODAVI_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL('../../server/content/guide-shots/', import.meta.url));
/** A phone's screen: most buyers follow the guides on one. */
const VIEWPORT = { width: 390, height: 720 };
const WORDS = {
  vi: { addToCart: /Thêm vào giỏ hàng/, search: 'Tìm sản phẩm, danh mục', query: 'áo' },
  kr: { addToCart: /Add to cart/, search: 'Search products, categories', query: 'ao' },
};

const firstProduct = async () => {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const match = /<loc>[^<]*(\/san-pham\/[^<]+)<\/loc>/.exec(xml);
  if (!match) throw new Error('no product in the sitemap');
  return match[1];
};

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
}

/** Chooses each classification's first option the product page offers. */
async function chooseOptions(page) {
  const groups = page.locator('[role="radiogroup"]');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const option = groups.nth(index).locator('[role="radio"]:not([disabled]):not([aria-disabled="true"])').first();
    if (await option.count()) await option.click();
  }
}

async function shoot(page, locale, name) {
  await mkdir(`${outDir}${locale}`, { recursive: true });
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 80 }).toFile(`${outDir}${locale}/${name}.webp`);
  console.log(`${locale}/${name}.webp`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const productPath = await firstProduct();
for (const locale of ['vi', 'kr']) {
  const words = WORDS[locale];
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await settle(page);
  if (locale === 'kr') {
    await page.getByRole('button', { name: /^English$|^EN$/ }).first().click();
    await settle(page);
  }
  // Searching: the overlay's suggestions as a word is typed.
  await page.getByRole('button', { name: words.search }).first().click();
  await page.getByRole('dialog').getByRole('combobox').first().waitFor();
  await page.keyboard.type(words.query, { delay: 60 });
  await settle(page);
  await shoot(page, locale, 'search-suggestions');
  await page.keyboard.press('Escape');
  // Buying: the product page with a size and colour chosen, then the cart grouped by shop.
  await page.goto(`${base}${productPath}`);
  await settle(page);
  await chooseOptions(page);
  const add = page.getByRole('button', { name: words.addToCart }).first();
  // The price, the options and the buttons in one screen: the first option group near the top.
  await page.locator('[role="radiogroup"]').first().evaluate((group) => group.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -150));
  await page.waitForTimeout(300);
  await shoot(page, locale, 'product-options');
  await add.click();
  await settle(page);
  await page.goto(`${base}/gio-hang`);
  await settle(page);
  await shoot(page, locale, 'cart');
  // Vouchers: the page where shop and platform vouchers are saved.
  await page.goto(`${base}/khuyen-mai`);
  await settle(page);
  await shoot(page, locale, 'vouchers');
  await context.close();
}
await browser.close();
