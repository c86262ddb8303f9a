import { describe, expect, it } from 'vitest';
import { DEV_API_PATHS } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';

const REMOTE = { incoming: { socket: { remoteAddress: '203.0.113.7', remotePort: 5000, remoteFamily: 'IPv4' } } };

describe('development helpers answer this machine only', () => {
  const server = testServer({ seed: false });

  it('hides them from a request of another machine, whatever its headers say', async () => {
    for (const [method, path] of [['GET', `/${DEV_API_PATHS.devOutbox}`], ['POST', `/${DEV_API_PATHS.devAdminToken}`], ['GET', '/dev/outbox']] as const) {
      const response = await server.app.request(
        path,
        { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', host: '127.0.0.1' }, ...(method === 'POST' ? { body: '{}' } : {}) },
        REMOTE,
      );
      expect(response.status).toBe(404);
    }
  });

  it("refuses a cross-site page's text/plain POST and any cross-site call", async () => {
    const minted = (headers: Record<string, string>) => call(server.app, 'POST', DEV_API_PATHS.devAdminToken, { headers, body: '{}' });
    expect((await call(server.app, 'POST', DEV_API_PATHS.devAdminToken, { headers: { 'content-type': 'text/plain' } })).status).toBe(403);
    expect((await minted({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await minted({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await minted({ origin: 'http://attacker.localtest.me' })).status).toBe(403);
    const outbox = await call(server.app, 'GET', DEV_API_PATHS.devOutbox, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(outbox.body).toMatchObject({ error_code: 'AUTH.FORBIDDEN' });
  });

  it('refuses a host name that is not loopback (DNS rebinding)', async () => {
    expect((await call(server.app, 'GET', DEV_API_PATHS.devOutbox, { headers: { host: 'rebound.example:3000' } })).status).toBe(404);
  });

  it('answers loopback calls: scripts, tests and same-origin pages', async () => {
    expect((await call(server.app, 'POST', DEV_API_PATHS.devAdminToken, { body: {} })).status).toBe(201);
    const page = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    expect((await call(server.app, 'POST', DEV_API_PATHS.devAdminToken, { body: {}, headers: page })).status).toBe(201);
    expect((await call(server.app, 'GET', DEV_API_PATHS.devOutbox)).status).toBe(200);
  });
});
