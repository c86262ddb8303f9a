import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, envelopeSchema, IMAGE_UPLOAD_BYTES_MAX, UploadedImageSchema } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken } from '../testing/commerce-probe.js';
import { PNG_8X8 as PNG, pngBomb } from '../testing/png-fixture.js';
import sharp from 'sharp';

const SVG = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
const UploadEnvelope = envelopeSchema(UploadedImageSchema);

describe('image upload (POST api/v1/image, PGlite)', () => {
  let test: TestDb;
  let app: Hono;
  let dir: string;
  let token: string;

  const upload = async (bytes: Uint8Array, name: string, type: string, auth: string | null = token, field = 'file', query = '') => {
    const form = new FormData();
    form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const response = await app.request(`/${API_PATHS.imageUpload}${query}`, {
      method: 'POST',
      body: form,
      headers: auth ? { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${auth}` } : {},
    });
    return { status: response.status, body: (await response.json()) as { error_code?: string } };
  };

  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    dir = await mkdtemp(join(tmpdir(), 'modavi-upload-test-'));
    app = testApi(test.db, { uploadDir: dir });
    token = await guestToken(app);
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("cuts a banner's images to the spec's sizes when asked to crop", async () => {
    for (const [crop, width, height] of [['banner_cover', 1340, 754], ['banner_image', 343, 150]] as const) {
      const answer = await upload(PNG, 'anh.png', 'image/png', token, 'file', `?crop=${crop}`);
      expect(answer.status).toBe(201);
      const served = await app.request(UploadEnvelope.parse(answer.body).data.url);
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('keeps a png and serves it under /media/uploads', async () => {
    const answer = await upload(PNG, 'anh.png', 'image/png');
    expect(answer.status).toBe(201);
    const { url } = UploadEnvelope.parse(answer.body).data;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // What is kept is the image drawn again: the same 8 x 8 picture, not the bytes sent.
    const kept = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['png', 8, 8]);
  });

  it('keeps a PNG with a bad checksum, as browsers show it, encoded cleanly', async () => {
    const sloppy = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5PhPwAH/gL+Zs2l1wAAAABJRU5ErkJggg==', 'base64'));
    const answer = await upload(sloppy, 'bang-chung.png', 'image/png');
    expect(answer.status).toBe(201);
    const served = await app.request(UploadEnvelope.parse(answer.body).data.url);
    const kept = await sharp(new Uint8Array(await served.arrayBuffer()), { failOn: 'error' }).metadata();
    expect([kept.width, kept.height]).toEqual([1, 1]);
  });

  it('refuses image bombs from their header, before decoding: 30000 x 30000, and pixels that inflate to 900 MB', async () => {
    for (const [width, height] of [[30_000, 30_000], [15_000, 15_000]] as const) {
      const answer = await upload(pngBomb(width, height), 'bom.png', 'image/png');
      expect({ status: answer.status, code: answer.body.error_code }).toEqual({ status: 413, code: 'FILE.IMAGE_TOO_LARGE' });
    }
  });

  it('keeps an svg as the png it draws, so no script of it is ever served', async () => {
    const answer = await upload(SVG, 've.svg', 'image/svg+xml');
    expect(answer.status).toBe(201);
    const { url } = UploadEnvelope.parse(answer.body).data;
    expect(url).toMatch(/\.png$/);
    const served = await app.request(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    const body = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder('latin1').decode(body)).not.toContain('script');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses other types, renamed files, empty and too large files, and callers without a session', async () => {
    expect(await upload(PNG, 'anh.webp', 'image/webp')).toMatchObject({ status: 400, body: { error_code: 'FILE.IMAGE_NOT_SUPPORTED' } });
    expect(await upload(new TextEncoder().encode('hello'), 'note.txt', 'text/plain')).toMatchObject({ status: 400, body: { error_code: 'FILE.IMAGE_NOT_SUPPORTED' } });
    // Says png, is not one.
    expect(await upload(new TextEncoder().encode('not really a picture'), 'anh.png', 'image/png')).toMatchObject({
      status: 400,
      body: { error_code: 'FILE.IMAGE_NOT_SUPPORTED' },
    });
    expect(await upload(new Uint8Array(0), 'anh.png', 'image/png')).toMatchObject({ status: 400, body: { error_code: 'FILE.READ_ERROR' } });
    const big = new Uint8Array(IMAGE_UPLOAD_BYTES_MAX + 1);
    big.set(PNG);
    expect(await upload(big, 'anh.png', 'image/png')).toMatchObject({ status: 413, body: { error_code: 'FILE.IMAGE_TOO_LARGE' } });
    expect(await upload(PNG, 'anh.png', 'image/png', token, 'other')).toMatchObject({ status: 400, body: { error_code: 'FILE.READ_ERROR' } });
    expect(await upload(PNG, 'anh.png', 'image/png', null)).toMatchObject({ status: 401, body: { error_code: 'AUTH.TOKEN_MISSING' } });
  });

  it('answers 404 for an image it does not hold', async () => {
    expect((await app.request('/media/uploads/0123456789abcdef01234567.png')).status).toBe(404);
  });

  it('answers upload failed when the folder cannot be written', async () => {
    // A folder inside a plain file cannot exist.
    await writeFile(join(dir, 'plain-file'), 'x');
    const broken = testApi(test.db, { uploadDir: join(dir, 'plain-file', 'uploads') });
    const form = new FormData();
    form.set('file', new File([PNG as Uint8Array<ArrayBuffer>], 'anh.png', { type: 'image/png' }));
    const response = await broken.request(`/${API_PATHS.imageUpload}`, { method: 'POST', body: form, headers: { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${token}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error_code: 'FILE.UPLOAD_FAILED' });
  });
});
