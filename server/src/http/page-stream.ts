import { jsonForScript } from '@modavi/core';
import type { RenderedPage } from './page-render.js';
import { headStylesInline } from './page-styles.js';
import { entryAfterPaint } from './page-entry.js';

/** Where the app mounts in index.html: the rendered HTML goes inside. */
const ROOT_ELEMENT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';
/** The id the app reads the page state from (app/src/ssr/page-state.ts, PAGE_STATE_ID). */
const PAGE_STATE_ID = 'modavi-state';
/** The hints React writes first when it renders a tree without a document (`<link rel="preload" as="image">` of eager images). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Whether a page template can take a rendered page (it has the app's empty root). */
export const templateRenderable = (html: string): boolean => html.includes(ROOT_ELEMENT);

/**
 * React's first chunk with the hints it would have hoisted into a document's head moved ahead
 * of the root's opening tag: inside `#root` they are elements the browser's hydration does not
 * expect, before it a preload is valid HTML and works the same.
 */
function rootOpened(chunk: Uint8Array, encoder: TextEncoder): Uint8Array[] {
  const links = LEADING_LINKS.exec(new TextDecoder().decode(chunk))?.[0] ?? '';
  const linkBytes = encoder.encode(links);
  return [linkBytes, encoder.encode(ROOT_OPEN), chunk.subarray(linkBytes.length)];
}

/**
 * The page as a stream: the template's head (with the matched routes' stylesheets, inline when
 * their text is at hand) at once, so the browser fetches the app's script while the server renders; then React's
 * HTML once all of it is rendered (lazy parts included: a crawler, a link preview or a reader
 * without scripts gets the whole page, and no inline script has to swap fallbacks for content);
 * then the page state (as a JSON data block, never executed), the app's scripts' starter (they
 * run after the first paint, page-entry.ts) and the rest of the template.
 */
export function pageStream(html: string, page: RenderedPage): ReadableStream<Uint8Array> {
  const at = html.indexOf(ROOT_ELEMENT);
  // The entry's stylesheet is in the template already (a route's chunk imports the entry).
  const links = page.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const entry = entryAfterPaint(html.slice(0, at).replace('</head>', () => `${links}</head>`));
  const head = entry.head;
  const tail = html.slice(at + ROOT_ELEMENT.length);
  const encoder = new TextEncoder();
  const reader = page.stream.getReader();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const styled = page.stylesheetText ? await headStylesInline(head, page.stylesheetText) : head;
      controller.enqueue(encoder.encode(styled));
    },
    async pull(controller) {
      if (!opened) await page.allReady;
      const { done, value } = await reader.read();
      if (!opened) {
        opened = true;
        for (const part of done ? [encoder.encode(ROOT_OPEN)] : rootOpened(value, encoder)) controller.enqueue(part);
        if (!done) return;
      } else if (!done) return controller.enqueue(value);
      controller.enqueue(encoder.encode(`</div><script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(page.state())}</script>${entry.starter}${tail}`));
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
