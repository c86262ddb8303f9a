import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, envelopeSchema, IMAGE_UPLOAD_BYTES_MAX, UploadedImageSchema } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken } from '../testing/commerce-probe.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const SVG = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
const UploadEnvelope = envelopeSchema(UploadedImageSchema);

describe('image upload (POST api/v1/image, PGlite)', () => {
  let test: TestDb;
  let app: Hono;
  let dir: string;
  let token: string;

  const upload = async (bytes: Uint8Array, name: string, type: string, auth: string | null = token, field = 'file') => {
    const form = new FormData();
    form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const response = await app.request(`/${API_PATHS.imageUpload}`, {
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

  it('keeps a png and serves it under /media/uploads', async () => {
    const answer = await upload(PNG, 'anh.png', 'image/png');
    expect(answer.status).toBe(201);
    const { url } = UploadEnvelope.parse(answer.body).data;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('serves an svg with a policy that runs no script', async () => {
    const answer = await upload(SVG, 've.svg', 'image/svg+xml');
    expect(answer.status).toBe(201);
    const served = await app.request(UploadEnvelope.parse(answer.body).data.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
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
