import { describe, expect, it } from 'vitest';
import { API_PATHS, ProductSchema, envelopeSchema } from '@modavi/core';
import { testServer } from '../testing/test-server.js';
import { SEED_VIDEO_URL } from './video-files.js';
import { SEED_VIDEO_EVERY } from '../seed/video-seed.js';

describe('product videos', () => {
  const server = testServer();

  it('seeds a video on every 25th product, and the product detail carries it', async () => {
    const [counts] = await server.db.query<{ with_video: number; products: number }>(
      'SELECT count(*) FILTER (WHERE video IS NOT NULL)::int AS with_video, count(*)::int AS products FROM products',
    );
    expect(counts?.with_video).toBe(Math.ceil((counts?.products ?? 0) / SEED_VIDEO_EVERY));
    const [first] = await server.db.query<{ id: string }>('SELECT id FROM products WHERE video IS NOT NULL AND NOT hidden ORDER BY position LIMIT 1');
    const product = envelopeSchema(ProductSchema).parse(await (await server.app.request(`/${API_PATHS.product(first?.id ?? '')}`)).json()).data;
    expect(product.video).toBe(SEED_VIDEO_URL);
  });

  it('serves the WebM whole and by byte ranges, and refuses what does not fit', async () => {
    const whole = await server.app.request(SEED_VIDEO_URL);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // the EBML header of a WebM file
    const part = await server.app.request(SEED_VIDEO_URL, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.byteLength}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await server.app.request(SEED_VIDEO_URL, { headers: { range: `bytes=${bytes.byteLength + 5}-` } })).status).toBe(416);
    expect((await server.app.request('/media/videos/missing.webm')).status).toBe(404);
  });
});
