import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken } from '../testing/commerce-probe.js';
import { httpServe, keepAliveAnswers } from '../testing/keep-alive.js';

const post = (path: string, headers: Record<string, string>, body: string) =>
  `POST /${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
  Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  `\r\n${body}`;
const next = `GET /${API_PATHS.ipCountry} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

describe('the image upload over a kept-alive connection', () => {
  let test: TestDb;
  let served: Awaited<ReturnType<typeof httpServe>>;
  let token: string;

  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    const app = testApi(test.db);
    token = await guestToken(app);
    served = await httpServe(app);
  });
  afterAll(async () => {
    await served?.close();
    await test?.dispose();
  });

  it('refuses a large body that is not multipart, then answers the next request on the connection', async () => {
    const refused = post(API_PATHS.imageUpload, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, JSON.stringify({ file: 'x'.repeat(3_000_000) }));
    expect((await keepAliveAnswers(served.port, [refused, next])).statuses).toEqual([400, 200]);
  });

  it('refuses a small text body before reading it, then answers the next request on the connection', async () => {
    const refused = post(API_PATHS.imageUpload, { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, 'y'.repeat(20_000));
    expect((await keepAliveAnswers(served.port, [refused, next])).statuses).toEqual([400, 200]);
  });

  it('closes the connection, and says so, after refusing a large body it did not read', async () => {
    const refused = post(API_PATHS.imageUpload, { 'content-type': 'text/plain' }, 'y'.repeat(3_000_000));
    expect(await keepAliveAnswers(served.port, [refused, next])).toEqual({ statuses: [401], closeAnnounced: true });
  });
});
