import { constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIE_LOCALE, COOKIE_NO_LOGIN, API_PATHS } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import type { PageRenderInput, PageRenderer, RenderedPage } from './page-render.js';
import { routeSourceFile, routeStylesheets } from './page-assets.js';
import { ENTRY_START_WAIT_MS, entryAfterPaint } from './page-entry.js';
import { cssInlinable } from './page-styles.js';
import { pageStream } from './page-stream.js';

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/** A renderer that records what it was given and draws the address, a preload hint first as React writes one. */
function fakeRenderer(behaviour: 'render' | 'decline' | 'throw' = 'render') {
  const seen: PageRenderInput[] = [];
  const renderer: PageRenderer = {
    async render(input) {
      seen.push(input);
      if (behaviour === 'throw') throw new Error('render broke');
      if (behaviour === 'decline') return null;
      const categories = await input.fetch(`/${API_PATHS.categories}`, {});
      return {
        stream: streamOf(`<link rel="preload" as="image" href="/a.svg"/><main>page ${input.url} ${input.locale} ${categories.status}</main>`),
        allReady: Promise.resolve(),
        stylesheets: ['/assets/route.css'],
        state: () => ({ locale: input.locale, queries: [] }),
      };
    },
  };
  return { renderer, seen };
}

describe('server-rendered pages', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('streams a public page inside the root with its state, stylesheets and nonce, reading the API in-process with the cookie it issued', async () => {
    const { renderer, seen } = fakeRenderer();
    const app = testApi(test.db, { renderer });
    const response = await app.request('/nguoi-ban/abc?hl=en');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="(vi|en)"><head>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css"></head>');
    // React's hint goes before the root, so hydration finds only the app inside it.
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg"/><div id="root"><main>page /nguoi-ban/abc?hl=en kr 200</main></div>');
    expect(html).toContain('<script type="application/json" id="modavi-state">{"locale":"kr","queries":[]}</script>');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const issued = /mdv_nologin=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(issued).toBeTruthy();
    expect(seen[0]?.cookieHeader).toBe(`${COOKIE_NO_LOGIN}=${issued}`);
  });

  it("sends the head before the loaders finish, then the page's meta inside it; gzipped part by part", async () => {
    for (const encoding of ['identity', 'gzip']) {
      let release = () => undefined as void;
      const loaders = new Promise<void>((resolve) => (release = resolve));
      const { renderer } = fakeRenderer();
      const slow: PageRenderer = { render: async (input) => (await loaders, renderer.render(input)) };
      const response = await testApi(test.db, { renderer: slow }).request('/nguoi-ban/abc', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      const text = () => {
        const bytes = new Uint8Array(Buffer.concat(chunks));
        return encoding === 'gzip' ? gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString() : new TextDecoder().decode(bytes);
      };
      // The loaders have not finished: what arrived is the head, the runtime config in, no title yet.
      while (!text().includes('modavi-config')) chunks.push((await reader.read()).value!);
      expect(text()).toMatch(/<html lang="(vi|en)"><head>/);
      expect(text()).not.toContain('</head>');
      release();
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      const html = text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.indexOf('<meta property="og:image"')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain('<main>page /nguoi-ban/abc vi 200</main>');
    }
  });

  it('renders in the language of the visitor cookie when the address names none', async () => {
    const { renderer, seen } = fakeRenderer();
    const app = testApi(test.db, { renderer });
    await (await app.request('/', { headers: { cookie: `${COOKIE_LOCALE}=kr` } })).text();
    expect(seen[0]?.locale).toBe('kr');
  });

  it('sends the page the browser draws when the render declines or fails, and never renders a page off the list', async () => {
    for (const behaviour of ['decline', 'throw'] as const) {
      const { renderer } = fakeRenderer(behaviour);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await testApi(test.db, { renderer }).request('/nguoi-ban/abc');
      expect(response.status).toBe(200);
      // The render starts once the head is sent: it fails while the page is read.
      expect(await response.text()).toContain('<div id="root"></div>');
      error.mockRestore();
    }
    const { renderer, seen } = fakeRenderer();
    await testApi(test.db, { renderer }).request('/trang-ca-nhan', { headers: { cookie: `${COOKIE_NO_LOGIN}=x` } });
    expect(seen).toEqual([]);
  });
});

describe('route stylesheets from the build manifest', () => {
  it('names each route by its file', () => {
    expect(routeSourceFile('__root__')).toBe('src/routes/__root');
    expect(routeSourceFile('/')).toBe('src/routes/index');
    expect(routeSourceFile('/san-pham/$id')).toBe('src/routes/san-pham.$id');
    expect(routeSourceFile('/blog/')).toBe('src/routes/blog.index');
  });

  it('collects the split chunks stylesheets and their imports, once each', () => {
    const manifest = {
      'src/routes/san-pham.$id.tsx?tsr-split=component': { file: 'assets/p.js', css: ['assets/p.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/s.js', css: ['assets/s.css'], imports: ['src/routes/san-pham.$id.tsx?tsr-split=component'] },
      'src/routes/tim-kiem.tsx?tsr-split=component': { file: 'assets/t.js', css: ['assets/t.css'] },
    };
    expect(routeStylesheets(manifest, ['__root__', '/san-pham/$id'])).toEqual(['/assets/p.css', '/assets/s.css']);
  });

  it('adds the stylesheets of the lazy parts the server drew, after the routes', () => {
    const manifest = {
      'src/routes/san-pham.$id.tsx?tsr-split=component': { file: 'assets/p.js', css: ['assets/p.css'] },
      'src/features/reviews/ProductReviews.tsx': { file: 'assets/r.js', imports: ['_reviews.css.js'] },
      '_reviews.css.js': { file: 'assets/rc.js', css: ['assets/r.css'] },
    };
    expect(routeStylesheets(manifest, ['/san-pham/$id'], ['src/features/reviews/ProductReviews.tsx', 'src/missing.tsx'])).toEqual([
      '/assets/p.css',
      '/assets/r.css',
    ]);
  });
});

describe("a rendered page's head", () => {
  const template = [
    '<html><head><script nonce="n1" type="module" crossorigin src="/assets/app-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>',
  ].join('');
  const texts: Record<string, string> = { '/assets/app-1.css': '.a{color:red}', '/assets/route.css': '.r{background:url(/assets/f.svg)}' };

  const streamed = (page: RenderedPage | null) => new Response(pageStream({ html: template, meta: async () => '<title>T</title>', page: async () => page })).text();

  it('carries the routes’ stylesheets inline, each with a link Vite finds and the browser never fetches', async () => {
    const page = {
      stream: streamOf('<main>page</main>'),
      allReady: Promise.resolve(),
      stylesheets: ['/assets/route.css', '/assets/gone.css'],
      stylesheetText: async (href: string) => texts[href] ?? null,
      state: () => ({}),
    };
    const html = await streamed(page);
    const head = html.slice(0, html.indexOf('</head>'));
    // The entry's stylesheet is linked in the head sent at once (the browser fetches it while the server renders).
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(head).toContain('<style data-href="/assets/route.css">.r{background:url(/assets/f.svg)}</style><link rel="stylesheet" crossorigin href="/assets/route.css" disabled>');
    // A stylesheet whose text is missing is linked as before.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
  });

  it('keeps a stylesheet linked when it cannot sit in a style element', () => {
    expect(cssInlinable('.a{color:red}')).toBe(true);
    expect(cssInlinable('@font-face{src:url(/assets/f.woff2)} .b{background:url("data:image/png;base64,AA")}')).toBe(true);
    expect(cssInlinable('.b{background:url(f.svg)}')).toBe(false);
    expect(cssInlinable('.c::after{content:"</style>"}')).toBe(false);
  });

  it("starts the app's scripts after the first contentful paint, from a starter after the page state, without fetching them earlier", async () => {
    const page = { stream: streamOf('<main>page</main>'), allReady: Promise.resolve(), stylesheets: [], state: () => ({}) };
    const html = await streamed(page);
    expect(html).not.toContain('<script nonce="n1" type="module"');
    expect(html).not.toContain('modulepreload');
    const starter = /<\/script><script nonce="n1">\((function[^<]*)\)\(\["\/assets\/app-1\.js"\],(\d+)\)<\/script><\/body>/.exec(html);
    expect(starter?.[1]).toContain("'first-contentful-paint'");
    expect(Number(starter?.[2])).toBe(ENTRY_START_WAIT_MS);
    expect(html.indexOf('id="modavi-state"')).toBeLessThan(html.indexOf('<script nonce="n1">'));
  });

  it('leaves a head without the entry scripts as it is', () => {
    expect(entryAfterPaint('<head></head>')).toEqual({ head: '<head></head>', starter: '', scripts: '' });
  });

  it('puts the scripts back in the head of a page the browser draws after all', async () => {
    const html = await streamed(null);
    expect(html).toContain('<script nonce="n1" type="module" crossorigin src="/assets/app-1.js"></script>');
    expect(html.indexOf('<script nonce="n1" type="module"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script nonce="n1">(');
  });
});
