import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  API_HEADERS,
  AUTH_SCHEME,
  envelopeSchema,
  SELLER_API_PATHS,
  UploadedVideoSchema,
  VIDEO_DURATION_MAX_SECONDS_DEFAULT,
  VIDEO_UPLOADS_PER_DAY,
  type ProductDraft,
} from '@modavi/core';
import { makeProductDraft } from '@modavi/core/testing';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken } from '../testing/commerce-probe.js';
import { sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { mp4Fixture } from '../testing/video-fixture.js';
import { PNG_8X8 } from '../testing/png-fixture.js';

const VideoEnvelope = envelopeSchema(UploadedVideoSchema);

describe('video upload (POST api/v1/video) and a product’s video (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let dir: string;
  let sellerA: SellerProbe;
  let sellerB: SellerProbe;

  const upload = async (bytes: Uint8Array, name: string, type: string, token: string | null) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const response = await app.request(`/${SELLER_API_PATHS.videoUpload}`, {
      method: 'POST',
      body: form,
      headers: token ? { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as { error_code?: string } };
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    dir = await mkdtemp(join(tmpdir(), 'modavi-video-test-'));
    app = testApi(db, { uploadDir: dir });
    sellerA = await sellerAccount(app, db, 'Video Shop A');
    sellerB = await sellerAccount(app, db, 'Video Shop B');
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps an MP4 and a MOV with their stated length, and serves them with byte ranges', async () => {
    for (const [name, type, brand, extension] of [['clip.mp4', 'video/mp4', 'isom', 'mp4'], ['clip.mov', 'video/quicktime', 'qt  ', 'mov']] as const) {
      const bytes = mp4Fixture(12.5, brand);
      const answer = await upload(bytes, name, type, sellerA.token);
      expect(answer.status).toBe(201);
      const { url, duration_seconds } = VideoEnvelope.parse(answer.body).data;
      expect(url).toMatch(new RegExp(`^/media/uploads/[0-9a-f]{24}\\.${extension}$`));
      expect(duration_seconds).toBeCloseTo(12.5);
      const whole = await app.request(url);
      expect([whole.status, whole.headers.get('content-type'), (await whole.arrayBuffer()).byteLength]).toEqual([200, type, bytes.length]);
      const part = await app.request(url, { headers: { range: 'bytes=0-9' } });
      expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-9/${bytes.length}`]);
    }
  });

  it('refuses a video longer than the limit, a renamed image, a type the spec does not list, and an empty file', async () => {
    const cases = [
      [mp4Fixture(VIDEO_DURATION_MAX_SECONDS_DEFAULT + 1), 'long.mp4', 'video/mp4', 'FILE.VIDEO_TOO_LONG'],
      [PNG_8X8, 'fake.mp4', 'video/mp4', 'FILE.VIDEO_NOT_SUPPORTED'],
      [mp4Fixture(5), 'clip.avi', 'video/x-msvideo', 'FILE.VIDEO_NOT_SUPPORTED'],
      [new Uint8Array(), 'empty.mp4', 'video/mp4', 'FILE.READ_ERROR'],
      // A file whose length cannot be checked against the limit (issue 24): an MP4 without moov.
      [mp4Fixture(5).slice(0, 20), 'headless.mp4', 'video/mp4', 'FILE.VIDEO_LENGTH_UNKNOWN'],
      [new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x86, 0x81, 0x01]), 'live.webm', 'video/webm', 'FILE.VIDEO_LENGTH_UNKNOWN'],
    ] as const;
    for (const [bytes, name, type, code] of cases) {
      const answer = await upload(bytes, name, type, sellerA.token);
      expect({ name, status: answer.status, code: answer.body.error_code }).toEqual({ name, status: 400, code });
    }
  });

  it('gives each account a day’s quota of videos: past it, 429 FILE.UPLOAD_QUOTA_REACHED', async () => {
    const uploader = await sellerAccount(app, db, 'Video Quota Shop');
    for (let n = 0; n < VIDEO_UPLOADS_PER_DAY; n += 1) expect((await upload(mp4Fixture(3), `q${n}.mp4`, 'video/mp4', uploader.token)).status).toBe(201);
    const over = await upload(mp4Fixture(3), 'over.mp4', 'video/mp4', uploader.token);
    expect({ status: over.status, code: over.body.error_code }).toEqual({ status: 429, code: 'FILE.UPLOAD_QUOTA_REACHED' });
    // Another account still uploads.
    expect((await upload(mp4Fixture(3), 'other.mp4', 'video/mp4', sellerB.token)).status).toBe(201);
  });

  it('takes videos from accounts only: a visitor is asked to log in, a guest refused', async () => {
    expect((await upload(mp4Fixture(3), 'clip.mp4', 'video/mp4', null)).status).toBe(401);
    const guest = await upload(mp4Fixture(3), 'clip.mp4', 'video/mp4', await guestToken(app));
    expect([401, 403]).toContain(guest.status);
  });

  it('a product takes its owner’s uploaded video, never another seller’s, nor an image as its video', async () => {
    const [category] = await db.query<{ id: string }>('SELECT id FROM categories ORDER BY position LIMIT 1');
    const draft = async (seller: SellerProbe, video: string): Promise<ProductDraft> =>
      makeProductDraft({ name: 'Váy lụa dáng dài có video', category_id: category?.id ?? '', images: [await uploadOnRecord(db, { token: seller.token })], video });
    const own = VideoEnvelope.parse((await upload(mp4Fixture(8), 'own.mp4', 'video/mp4', sellerA.token)).body).data.url;
    const created = await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: sellerA.token, body: { draft: await draft(sellerA, own), submit: false } });
    expect(created.status).toBe(201);
    expect((created.body as { data: { form: { video: string } } }).data.form.video).toBe(own);
    const stolen = await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: sellerB.token, body: { draft: await draft(sellerB, own), submit: false } });
    expect(stolen.status).toBe(400);
    expect((stolen.body as { issues: { field: string; code: string }[] }).issues).toContainEqual({ field: 'video', code: 'PRODUCT.VIDEO_NOT_UPLOADED' });
  });
});
