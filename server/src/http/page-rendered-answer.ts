import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Locale } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { PageRenderer } from './page-render.js';
import { pageStream, templateRenderable } from './page-stream.js';
import { htmlNonceAdd, pagePolicy } from './security-headers.js';

/** The API as this server answers it, without a network hop (the Hono app's own `request`). */
export type PageApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  /** The page the browser would draw: index.html with its meta tags and runtime config. */
  readonly page: string;
  readonly renderer: PageRenderer;
  readonly url: URL;
  /** The request's cookies and a no-login cookie just issued. */
  readonly cookies: string;
  readonly locale: Locale;
  readonly apiFetch: PageApiFetch;
}

/** The HTML lang of a locale (kr carries English wording; app/src/i18n/i18n.ts's htmlLang). */
const htmlLang = (locale: Locale) => (locale === 'kr' ? 'en' : 'vi');

/**
 * A public page rendered on the server (issue 17), streamed, or null when it was not rendered:
 * the caller then sends the page the browser draws, so a failing render never breaks a page
 * (it is logged). The render's API calls go to this app in-process with the visitor's cookies
 * (an account's token is bound to its session cookie). The answer carries its own CSP, with the
 * nonce given to the template's scripts and React's, since the security guard cannot rewrite a stream.
 */
export async function pageRenderedAnswer(c: Context, config: ServerConfig, request: PageRenderRequest): Promise<Response | null> {
  if (!templateRenderable(request.page)) return null;
  const nonce = randomBytes(16).toString('base64');
  const fetch = (input: string, init: RequestInit) => {
    if (!input.startsWith('/')) return globalThis.fetch(input, init);
    const headers = new Headers(init.headers);
    if (request.cookies !== '') headers.set('cookie', request.cookies);
    return request.apiFetch(input, { ...init, headers });
  };
  try {
    const rendered = await request.renderer.render({
      url: `${request.url.pathname}${request.url.search}`,
      cookieHeader: request.cookies,
      locale: request.locale,
      config: config.runtime,
      fetch,
      nonce,
    });
    if (!rendered) return null;
    const html = htmlNonceAdd(request.page, nonce).replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(request.locale)}"`);
    return c.body(pageStream(html, rendered), 200, {
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-store',
      'content-security-policy': pagePolicy(config, nonce),
    });
  } catch (error) {
    console.error(`server render of ${request.url.pathname} failed: the browser draws it`, error);
    return null;
  }
}
