import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Locale } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { PageRenderer } from './page-render.js';
import { gzipFlushed } from './gzip-stream.js';
import { pageStream } from './page-stream.js';
import { htmlNonceAdd, pagePolicy } from './security-headers.js';
import { acceptsGzip } from './accepts-gzip.js';

/** The API as this server answers it, without a network hop (the Hono app's own `request`). */
export type PageApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  /** The page the browser would draw, without its meta: index.html with the runtime config (templateRenderable). */
  readonly page: string;
  /** Reads the page's meta tags: started once the head is sent, streamed into it when they come. */
  readonly meta: () => Promise<string>;
  readonly renderer: PageRenderer;
  readonly url: URL;
  /** The request's cookies and a no-login cookie just issued. */
  readonly cookies: string;
  readonly locale: Locale;
  readonly apiFetch: PageApiFetch;
}

/** The HTML lang of a locale (kr carries English wording; app/src/i18n/i18n.ts's htmlLang). */
export const htmlLang = (locale: Locale): 'en' | 'vi' => (locale === 'kr' ? 'en' : 'vi');

/** The page's `<html>` saying `locale`'s language (its lang replaced, or added). */
export const htmlLangSet = (html: string, locale: Locale): string =>
  html.replace(/<html(\s[^>]*)?>/, (_tag, attributes: string | undefined) => {
    const rest = (attributes ?? '').replace(/\slang="[^"]*"/, '');
    return `<html lang="${htmlLang(locale)}"${rest}>`;
  });


/**
 * A public page rendered on the server (issue 17), streamed: its head goes at once, while the
 * meta's data and the route loaders are read (pageStream). A render that declines or fails
 * (logged) ends the stream with the page the browser draws, so it never breaks a page. The
 * render's API calls go to this app in-process with the visitor's cookies (an account's token is
 * bound to its session cookie). The answer carries its own CSP, with the nonce given to the
 * template's scripts and React's, since the security guard cannot rewrite a stream; and its own
 * gzip, flushed part by part (gzipFlushed), so each part reaches the browser when it is sent.
 */
export function pageRenderedAnswer(c: Context, config: ServerConfig, request: PageRenderRequest): Response {
  const nonce = randomBytes(16).toString('base64');
  const fetch = (input: string, init: RequestInit) => {
    if (!input.startsWith('/')) return globalThis.fetch(input, init);
    const headers = new Headers(init.headers);
    if (request.cookies !== '') headers.set('cookie', request.cookies);
    return request.apiFetch(input, { ...init, headers });
  };
  const input = { url: `${request.url.pathname}${request.url.search}`, cookieHeader: request.cookies, locale: request.locale, config: config.runtime, fetch, nonce };
  const page = () =>
    request.renderer.render(input).catch((error: unknown) => {
      console.error(`server render of ${request.url.pathname} failed: the browser draws it`, error);
      return null;
    });
  const html = htmlLangSet(htmlNonceAdd(request.page, nonce), request.locale);
  const stream = pageStream({ html, meta: request.meta, page });
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  return c.body(gzip ? gzipFlushed(stream) : stream, 200, {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-store',
    'content-security-policy': pagePolicy(config, nonce),
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
}
