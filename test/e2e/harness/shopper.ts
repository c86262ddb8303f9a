import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeCheck } from './browser';

/** Intent-named steps of a buyer, each checking accessibility where it lands. */
export function shopper(page: Page) {
  const landed = async () => {
    await page.waitForLoadState('networkidle');
    await axeCheck(page);
  };
  return {
    async visit(path: string) {
      await page.goto(path);
      await landed();
    },
    async switchLanguage(toLabel: RegExp) {
      await page.getByRole('button', { name: toLabel }).click();
      await landed();
    },
    async openProduct(name: string) {
      await page.getByRole('link', { name }).first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await landed();
    },
    async chooseOption(name: string) {
      await page.getByRole('radio', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }).first().click();
    },
    async addToCart(label: RegExp) {
      await page.getByRole('button', { name: label }).click();
    },
    async expectCartBadge(label: RegExp) {
      await expect.poll(() => page.getByRole('link', { name: label }).count(), { timeout: 10_000 }).toBe(1);
    },
    async openCart(label: RegExp) {
      await page.getByRole('link', { name: label }).first().click();
      await page.waitForURL(/\/gio-hang$/);
      await landed();
    },
    async expectText(text: string | RegExp) {
      await expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    },
  };
}
