import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A server-rendered page carries its stylesheets in its head as `<style>` (issue 17): a first
 * visit paints without waiting for one request per stylesheet (a product page had nine, all
 * render-blocking, each a round trip on a phone's network). Each keeps a disabled `<link>` of
 * the same address, never fetched, so that Vite's loader, which looks for a route's stylesheet
 * by its link before adding it, does not load it a second time when the route's chunk arrives.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** A stylesheet fits in a `<style>` when nothing in it ends the element and its addresses are absolute (a relative one would resolve against the page's address). */
export function cssInlinable(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  return [...css.matchAll(/url\(\s*["']?([^"')\s]*)/g)].every(([, address = '']) => /^(\/|data:|https?:)/.test(address));
}

/** A stylesheet's text inline, with its never-fetched link for Vite's loader. */
export const styleInline = (href: string, css: string): string =>
  `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;

/** The head with every stylesheet link of the build replaced by its text; a link whose text is missing or does not fit stays. */
export async function headStylesInline(head: string, text: (href: string) => Promise<string | null>): Promise<string> {
  const hrefs = [...new Set([...head.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href))];
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await text(href)] as const)));
  return head.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = texts.get(href);
    return css != null && cssInlinable(css) ? styleInline(href, css) : link;
  });
}

/** The built stylesheets (`/assets/…css` under app/dist), each read once: a build's files do not change while the server runs. */
export function builtStylesheets(appDist: string): (href: string) => Promise<string | null> {
  const kept = new Map<string, Promise<string | null>>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return Promise.resolve(null);
    let found = kept.get(href);
    if (!found) {
      found = readFile(join(appDist, href), 'utf8').catch(() => null);
      kept.set(href, found);
    }
    return found;
  };
}
