import { constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIE_LOCALE, COOKIE_NO_LOGIN, API_PATHS } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import type { PageRenderInput, PageRenderer } from './page-render.js';
import { routeSourceFile, routeStylesheets } from './page-assets.js';

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
    expect(html).toContain('<html><head>');
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
      expect(text()).toContain('<html><head>');
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
});
