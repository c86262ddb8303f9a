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

/** The built page's bare title: the page's meta tags (its title first) take its place. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

export interface PageStreamParts {
  /** The page template (nonce, language, runtime config), with the app's empty root and no meta of its own. */
  readonly html: string;
  /** Reads the page's data and gives its meta tags (pageMetaTags). */
  readonly meta: () => Promise<string>;
  /** Starts React's render: null when it declined or failed (the browser draws the page). */
  readonly page: () => Promise<RenderedPage | null>;
}

/** The page's parts in order, each once it is known (see pageStream). */
async function* pageChunks({ html, meta, page }: PageStreamParts, encoder: TextEncoder): AsyncGenerator<Uint8Array> {
  const headEnd = html.indexOf('</head>');
  // The app's scripts leave the head: they start after the first paint (page-entry.ts).
  const entry = entryAfterPaint(html.slice(0, headEnd).replace(TEMPLATE_TITLE, ''));
  const at = html.indexOf(ROOT_ELEMENT);
  yield encoder.encode(entry.head);
  // Both start once the head is handed over, after a turn of the event loop: their in-process
  // promise chains (the API, the embedded database) never yield to I/O, and the head (its gzip
  // done on the thread pool) would wait behind them.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const tags = meta();
  const rendered = page();
  yield encoder.encode(await tags);
  const drawn = await rendered;
  if (!drawn) {
    // The browser draws this page: its scripts start as the template has them, nothing to paint first.
    yield encoder.encode(`${entry.scripts}${html.slice(headEnd)}`);
    return;
  }
  // The entry's stylesheet is in the template already (a route's chunk imports the entry).
  const links = drawn.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  // Inline when their text is at hand (page-styles.ts): no render-blocking request per route stylesheet.
  const styles = drawn.stylesheetText ? await headStylesInline(links, drawn.stylesheetText) : links;
  yield encoder.encode(`${styles}${html.slice(headEnd, at)}`);
  await drawn.allReady;
  const reader = drawn.stream.getReader();
  try {
    const first = await reader.read();
    for (const part of first.done ? [encoder.encode(ROOT_OPEN)] : rootOpened(first.value, encoder)) yield part;
    for (let next = first; !next.done; ) {
      next = await reader.read();
      if (!next.done) yield next.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  yield encoder.encode(`</div><script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(drawn.state())}</script>${entry.starter}${html.slice(at + ROOT_ELEMENT.length)}`);
}

/**
 * The page as a stream (issue 17), in the order its parts are known. At once, the template's
 * head without its title: charset, viewport, the entry's stylesheet and the runtime config, so
 * the browser fetches the stylesheet while the server reads the page's data. Then its meta
 * tags, still inside the head (a link preview reads them there), when the page's data is read;
 * then the matched routes' stylesheets and `</head>`; then React's HTML once all of it is
 * rendered (lazy parts included: a crawler, a link preview or a reader without scripts gets the
 * whole page, and no inline script has to swap fallbacks for content); then the page state (a
 * JSON data block, never executed), the app's scripts' starter (they run after the first paint,
 * page-entry.ts; not fetched before) and the rest of the template. The routes'
 * stylesheets go inline when their text is at hand (page-styles.ts). A render that declined or
 * failed ends the template as it is, its scripts back in the head: the browser draws the page.
 */
export function pageStream(parts: PageStreamParts): ReadableStream<Uint8Array> {
  const chunks = pageChunks(parts, new TextEncoder());
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: async () => {
      await chunks.return(undefined);
    },
  });
}
