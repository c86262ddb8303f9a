import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ViewportName } from '../harness/browser';

/** Locale and viewport pairs every discovery journey runs in. */
export const DISCOVER_RUNS: ReadonlyArray<{ locale: 'vi' | 'kr'; viewport: ViewportName }> = [
  { locale: 'vi', viewport: 'desktop' },
  { locale: 'vi', viewport: 'phone' },
  { locale: 'kr', viewport: 'desktop' },
  { locale: 'kr', viewport: 'phone' },
];

/** The language switch's name in each locale (it names the language it switches to). */
export const SWITCH_TO = { vi: /^English$/, kr: /^Tiếng Việt$/ } as const;

export async function api<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, `${baseUrl}/`));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Switches the interface to English (kr) from home, where every journey starts. */
export async function localeUse(page: Page, locale: 'vi' | 'kr'): Promise<void> {
  if (locale === 'vi') return;
  await page.getByRole('button', { name: SWITCH_TO.vi }).click();
  await page.getByRole('button', { name: SWITCH_TO.kr }).waitFor();
}

/** Nothing on the page may be wider than the viewport (phones scroll sideways otherwise). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The query part of the current address as key/value pairs. */
export const searchOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
