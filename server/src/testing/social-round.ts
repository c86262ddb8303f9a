import type { Hono } from 'hono';
import { expect } from 'vitest';
import { API_PATHS, type AuthProviderId } from '@modavi/core';

export const ORIGIN = 'http://localhost';
/** A page-relative path of a Location header (the test app answers at http://localhost). */
export const pathOf = (location: string | null) => (location ?? '').replace(ORIGIN, '');

/** The stand-in page's forms: [continue, cancel], each with method, action and hidden fields. */
export function standInForms(html: string) {
  return [...html.matchAll(/<form method="(get|post)" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(([, method, action, inner]) => ({
    method: method ?? 'get',
    action: (action ?? '').replace(/&amp;/g, '&'),
    fields: Object.fromEntries(
      [...(inner ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
        name ?? '',
        (value ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      ]),
    ),
  }));
}

/** Press a button of the stand-in page the way the browser would: GET with a query, or a form POST. */
export async function submit(app: Hono, form: ReturnType<typeof standInForms>[number]) {
  const query = new URLSearchParams(form.fields).toString();
  if (form.method === 'get') return app.request(`${pathOf(form.action)}?${query}`);
  return app.request(pathOf(form.action), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query });
}

/** Start -> stand-in page -> a button -> callback: where the browser lands at the end. */
export async function socialRound(app: Hono, provider: AuthProviderId, returnTo: string, button: 0 | 1 = 0) {
  const start = await app.request(`/${API_PATHS.authOauthStart(provider)}?return_to=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const page = await app.request(pathOf(start.headers.get('location')));
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = standInForms(html)[button];
  if (!form) throw new Error(`no form ${button} on the stand-in page:\n${html}`);
  const back = await submit(app, form);
  expect([302, 303]).toContain(back.status);
  return { landing: back.headers.get('location') ?? '', html, authorize: start.headers.get('location') ?? '', back };
}

export const ticketOf = (landing: string) => new URL(landing, ORIGIN).searchParams.get('oauth_ticket') ?? '';
