import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, envelopeSchema, shareImageOf, UPLOAD_IMAGE_WIDTHS, uploadedImageSrcSet, UploadedImageSchema } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken } from '../testing/commerce-probe.js';
import { PNG_8X8 } from '../testing/png-fixture.js';

const UploadEnvelope = envelopeSchema(UploadedImageSchema);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const picture = async (width: number, height: number, format: 'png' | 'jpeg') => {
  const drawn = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return new Uint8Array(await (format === 'png' ? drawn.png() : drawn.jpeg()).toBuffer());
};

describe('uploaded image variants (WebP at core widths) and their cache lifetime', () => {
  let test: TestDb;
  let app: Hono;
  let dir: string;
  let token: string;

  const upload = async (bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const response = await app.request(`/${API_PATHS.imageUpload}`, {
      method: 'POST',
      body: form,
      headers: { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${token}` },
    });
    expect(response.status).toBe(201);
    return UploadEnvelope.parse(await response.json()).data.url;
  };
  const candidates = (url: string) => uploadedImageSrcSet(url)!.split(', ').map((candidate) => candidate.split(' ')[0]!);
  const served = async (url: string) => {
    const response = await app.request(url);
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), format: meta.format, width: meta.width };
  };

  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    dir = await mkdtemp(join(tmpdir(), 'modavi-variants-test-'));
    app = testApi(test.db, { uploadDir: dir });
    token = await guestToken(app);
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a WebP at every width no wider than the image, keeps the stored URL, and serves each for a year', async () => {
    const url = await upload(await picture(1500, 1000, 'jpeg'), 'ao.jpg', 'image/jpeg');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.jpg$/);
    expect(await served(url)).toMatchObject({ status: 200, type: 'image/jpeg', cache: IMMUTABLE, format: 'jpeg', width: 1500 });
    const urls = candidates(url);
    for (const [index, width] of UPLOAD_IMAGE_WIDTHS.entries()) {
      expect(await served(urls[index]!)).toEqual({ status: 200, type: 'image/webp', cache: IMMUTABLE, format: 'webp', width });
    }
  });

  it('gives a small image only the widths up to its own; a wider candidate is the widest it has', async () => {
    const url = await upload(await picture(700, 400, 'png'), 'anh.png', 'image/png');
    const id = url.slice('/media/uploads/'.length, -'.png'.length);
    const files = (await readdir(dir)).filter((file) => file.startsWith(id)).sort();
    expect(files).toEqual([`${id}-w320.webp`, `${id}-w640.webp`, `${id}.png`]);
    expect(await served(candidates(url)[2]!)).toMatchObject({ status: 200, type: 'image/webp', width: 640 });
  });

  it('answers every candidate of an image narrower than every width (or uploaded before variants) with the stored file', async () => {
    const url = await upload(PNG_8X8, 'nho.png', 'image/png');
    for (const candidate of candidates(url)) {
      expect(await served(candidate)).toEqual({ status: 200, type: 'image/png', cache: IMMUTABLE, format: 'png', width: 8 });
    }
  });

  it("draws a shared link's JPEG of an upload at the share size, cached as long as the upload (issue 17)", async () => {
    const url = await upload(await picture(700, 400, 'png'), 'anh.png', 'image/png');
    const share = shareImageOf(url);
    expect(await served(share?.url ?? '')).toEqual({ status: 200, type: 'image/jpeg', cache: IMMUTABLE, format: 'jpeg', width: share?.width });
  });

  it('knows no variant of an unknown upload or at a width it does not make', async () => {
    expect((await app.request(`/media/uploads/${'a'.repeat(24)}-w640.webp`)).status).toBe(404);
    const url = await upload(PNG_8X8, 'nho.png', 'image/png');
    expect((await app.request(url.replace('.png', '-w500.webp'))).status).toBe(404);
  });
});
