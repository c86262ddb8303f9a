import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, phoneFormat, DEV_API_PATHS } from '@modavi/core';
import { phoneFresh } from './signed-in';
import { axeCheck } from './browser';

/** A password that follows the spec's rule (min 8, one uppercase, one special). */
export const GOOD_PASSWORD = 'Modavi@2026';

let emailSequence = 0;
/** An email address no other test of this run uses (code rate limits are per destination). */
export const emailFresh = (): string => `buyer.${Date.now().toString(36)}.${(emailSequence += 1)}@modavi.test`;

async function api<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(path, `${baseUrl}/`), {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const payload = (await response.json()) as { data?: T; error_code?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data as T;
}

/** The newest code the dev outbox holds for a destination (as the server normalised it). */
export async function outboxCode(baseUrl: string, destination: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await api<{ items: { code: string }[] }>(baseUrl, `${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(destination)}`);
        code = outbox.items[0]?.code;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

/** The outbox key of a Vietnamese phone number as typed. */
export const phoneKey = (typed: string): string => phoneFormat(typed, 'VN') ?? typed;

export interface EmailAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

/** An account with an email and a password, signed up through the real API. */
export async function emailAccountCreate(baseUrl: string, name = 'Trần Minh Anh'): Promise<EmailAccount> {
  const email = emailFresh();
  await api(baseUrl, API_PATHS.authCodeRequest, { method: 'POST', body: { channel: 'email', destination: email, purpose: 'signup' } });
  const code = await outboxCode(baseUrl, email);
  await api(baseUrl, API_PATHS.authCodeVerify, {
    method: 'POST',
    body: { channel: 'email', destination: email, purpose: 'signup', code, name, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
  });
  return { email, password: GOOD_PASSWORD, name };
}

export { phoneFresh };

/** Steps of a person using the account dialogs, by intent. */
export function accountSteps(page: Page) {
  const dialog = () => page.getByRole('dialog');
  return {
    dialog,
    async openLogin(buttonName: RegExp = /^(Đăng nhập|Log in)$/) {
      await page.getByRole('button', { name: buttonName }).first().click();
      await dialog().waitFor();
      await dialog().getByRole('tab').first().waitFor();
    },
    async chooseTab(name: RegExp) {
      await dialog().getByRole('tab', { name }).click();
    },
    async fill(label: RegExp, value: string) {
      // Tab panels are named by their tab too: only the field itself is wanted.
      await dialog().getByLabel(label).and(page.locator('input')).fill(value);
    },
    async press(name: RegExp) {
      await dialog().getByRole('button', { name }).first().click();
    },
    async expectAlert(text: string) {
      await expect.poll(() => dialog().getByRole('alert').textContent(), { timeout: 10_000 }).toBe(text);
    },
    /** Waits for the account menu's button, which a logged-in page shows. */
    async expectLoggedIn(name: string) {
      await page.getByRole('button', { name: new RegExp(name) }).waitFor({ timeout: 15_000 });
    },
    async expectLoggedOut() {
      await page.getByRole('button', { name: /^(Đăng nhập|Log in)$/ }).waitFor({ timeout: 15_000 });
    },
    /** Marks the document, so a later check can tell whether the page was loaded again. */
    async markDocument() {
      await page.evaluate(() => {
        (window as unknown as { __kept?: boolean }).__kept = true;
      });
    },
    async documentWasReloaded(): Promise<boolean> {
      return page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept !== true);
    },
    async axe() {
      await axeCheck(page);
    },
  };
}
