import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_PATHS, COMMUNITY_PATHS, DEV_API_PATHS } from '@modavi/core';
import { guestSessionCreate } from '../sessions/session-store.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { call, testApi, testConfig } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';

let phoneSeq = 0;
const newPhone = () => `09${String(20_000_000 + (phoneSeq += 1)).slice(-8)}`;

type Device = { userId: string; deviceId: string; os: string };
const devices = async (app: Hono, deviceId: string): Promise<Device[]> =>
  ((await call(app, 'GET', `${DEV_API_PATHS.devPushTokens}?deviceId=${deviceId}`)).body as { data: Device[] }).data;

describe('push token calls (community API)', () => {
  const server = testServer({ seed: false });

  it('keeps one token per user and device: a new token replaces the old one', async () => {
    const { token, profile } = await signUp(server.app, { destination: newPhone() });
    const first = await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token, body: { token: 'push-a', deviceId: 'device-1', os: 'Web' } });
    expect(first.status).toBe(201);
    await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token, body: { token: 'push-b', deviceId: 'device-1' } });
    const rows = await server.db.query<{ token: string; os: string }>('SELECT token, os FROM push_tokens WHERE user_id = $1', [profile._id]);
    expect(rows).toEqual([{ token: 'push-b', os: 'Web' }]);
    expect(await devices(server.app, 'device-1')).toEqual([expect.objectContaining({ userId: profile._id, deviceId: 'device-1', os: 'Web' })]);
  });

  it('removes only the caller\'s token on the device: another account on the same device keeps its own', async () => {
    const alice = await signUp(server.app, { destination: newPhone() });
    const bob = await signUp(server.app, { destination: newPhone() });
    for (const who of [alice, bob]) {
      await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token: who.token, body: { token: `push-${who.profile._id}`, deviceId: 'shared-device' } });
    }
    const removed = await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenRemove, { token: alice.token, body: { deviceId: 'shared-device' } });
    expect(removed.status).toBe(200);
    expect((removed.body as { data: { removed: number } }).data.removed).toBe(1);
    expect((await devices(server.app, 'shared-device')).map((device) => device.userId)).toEqual([bob.profile._id]);
  });

  it('refuses a visitor without login, a call without a token and an empty push token', async () => {
    const guest = await guestSessionCreate(server.db);
    expect(refusal(await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token: guest.token, body: { token: 't', deviceId: 'd' } }))).toEqual({
      status: 403,
      code: 'PUSH.LOGIN_REQUIRED',
    });
    expect(refusal(await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenRemove, { body: { deviceId: 'd' } }))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    const { token } = await signUp(server.app, { destination: newPhone() });
    expect(refusal(await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token, body: { token: '  ', deviceId: 'd' } }))).toEqual({
      status: 400,
      code: 'PUSH.TOKEN_INVALID',
    });
  });

  it('a token revoked by logout cannot register a push token any more', async () => {
    const { token } = await signUp(server.app, { destination: newPhone() });
    expect((await call(server.app, 'POST', API_PATHS.authLogout, { token })).status).toBeLessThan(300);
    expect(refusal(await call(server.app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token, body: { token: 'x', deviceId: 'd' } }))).toEqual({
      status: 401,
      code: 'AUTH.TOKEN_INVALID',
    });
  });
});

describe('stand-in document store (development only)', () => {
  const server = testServer({ seed: false });
  const record = { createdAt: 1, updatedAt: 1, userId: 'u1', deviceId: 'd1', lastUsed: 1, os: 'Web', timestamp: 1, token: 't1' };

  it('adds, finds by user and device, updates and deletes records of a collection', async () => {
    const app = server.app;
    const added = await call(app, 'POST', DEV_API_PATHS.devDocuments('web_push_tokens_staging'), { body: record });
    expect(added.status).toBe(201);
    const id = (added.body as { data: { id: string } }).data.id;
    await call(app, 'POST', DEV_API_PATHS.devDocuments('web_push_tokens_staging'), { body: { ...record, deviceId: 'd2' } });
    const found = await call(app, 'GET', `${DEV_API_PATHS.devDocuments('web_push_tokens_staging')}?userId=u1&deviceId=d1`);
    expect((found.body as { data: unknown[] }).data).toEqual([{ id, data: record }]);
    expect((await call(app, 'PUT', DEV_API_PATHS.devDocument('web_push_tokens_staging', id), { body: { ...record, token: 't2' } })).status).toBe(200);
    expect(((await call(app, 'GET', `${DEV_API_PATHS.devDocuments('web_push_tokens_staging')}?userId=u1&deviceId=d1`)).body as { data: { data: { token: string } }[] }).data[0]?.data.token).toBe('t2');
    expect((await call(app, 'DELETE', DEV_API_PATHS.devDocument('web_push_tokens_staging', id))).status).toBe(200);
    expect(refusal(await call(app, 'DELETE', DEV_API_PATHS.devDocument('web_push_tokens_staging', id)))).toEqual({ status: 404, code: 'DOCUMENT.NOT_FOUND' });
    expect(refusal(await call(app, 'POST', DEV_API_PATHS.devDocuments('web_push_tokens_staging'), { body: { ...record, token: '' } })).status).toBe(400);
  });

  it('is not served in production', async () => {
    const production = testApi(server.db, { config: { auth: { ...testConfig().auth, devTools: false } } });
    expect((await call(production, 'GET', `${DEV_API_PATHS.devDocuments('c')}?userId=u&deviceId=d`)).status).toBe(404);
    expect((await call(production, 'GET', DEV_API_PATHS.devPushTokens)).status).toBe(404);
  });
});
