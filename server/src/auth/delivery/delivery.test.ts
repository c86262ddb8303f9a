import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DEV_API_PATHS } from '@modavi/core';
import { refusal } from '../../testing/auth-probe.js';
import { call, testApi, testConfig } from '../../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../../testing/test-db.js';
import type { DeliveryConfig } from './delivery-config.js';

interface Mail {
  readonly to: string;
  readonly raw: string;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/**
 * Production delivery against real peers on loopback: an SMTP server (smtp-server) receives the
 * mails, a plain HTTP server plays the SMS gateway (and fails on demand).
 */
describe('code delivery in production (SMTP mail, HTTP SMS gateway)', () => {
  let test: TestDb;
  let smtp: SMTPServer;
  let gateway: Server;
  const mails: Mail[] = [];
  const sms: { auth: string | undefined; body: { to: string; text: string } }[] = [];
  let gatewayFails = false;
  let delivery: DeliveryConfig;

  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        sms.push({ auth: request.headers.authorization, body: JSON.parse(body) as { to: string; text: string } });
        response.writeHead(gatewayFails ? 500 : 202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const gatewayPort = (gateway.address() as AddressInfo).port;
    delivery = {
      mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, from: 'Modavi <no-reply@modavi.vn>' },
      sms: { provider: 'http', url: `http://127.0.0.1:${gatewayPort}/send`, apiKey: 'sms-key' },
    };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await new Promise<void>((resolve) => gateway?.close(() => resolve()));
    await test?.dispose();
  });

  const production = (overrides: Partial<DeliveryConfig> = {}): Hono =>
    testApi(test.db, { config: { auth: { ...testConfig().auth, devTools: false, delivery: { ...delivery, ...overrides } } } });

  it('mails the code in the language of the request, and the mailed code signs the account up', async () => {
    const app = production();
    const requested = await call(app, 'POST', API_PATHS.authCodeRequest, {
      body: { channel: 'email', destination: 'Mai.Anh@Example.vn', purpose: 'signup' },
      headers: { language: 'en' },
    });
    expect(requested.status).toBe(201);
    const mail = mails.at(-1);
    expect(mail?.to).toBe('mai.anh@example.vn');
    expect(mail?.raw).toContain('Subject: Your Modavi verification code');
    const code = codeIn(mail?.raw ?? '');
    expect(code).not.toBeNull();
    const verified = await call(app, 'POST', API_PATHS.authCodeVerify, {
      body: { channel: 'email', destination: 'mai.anh@example.vn', purpose: 'signup', code, name: 'Mai Anh' },
    });
    expect(verified.status).toBe(201);
    // Production has no outbox to read codes from.
    expect((await call(app, 'GET', DEV_API_PATHS.devOutbox)).status).toBe(404);
  });

  it('sends the SMS to the E.164 number with the gateway key, in Vietnamese by default', async () => {
    const app = production();
    expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: '0912 345 678', purpose: 'signup' } })).status).toBe(201);
    const last = sms.at(-1);
    expect(last?.auth).toBe('Bearer sms-key');
    expect(last?.body.to).toBe('+84912345678');
    expect(last?.body.text).toMatch(/^Modavi: \d{6} là mã xác thực để đăng ký tài khoản/);
  });

  it('a failed delivery answers OTP.DELIVERY_FAILED and the undelivered code cannot be used', async () => {
    const app = production();
    gatewayFails = true;
    try {
      expect(refusal(await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: '0987 654 321', purpose: 'signup' } }))).toEqual({
        status: 502,
        code: 'OTP.DELIVERY_FAILED',
      });
    } finally {
      gatewayFails = false;
    }
    const code = codeIn(sms.at(-1)?.body.text ?? '');
    const verified = await call(app, 'POST', API_PATHS.authCodeVerify, {
      body: { channel: 'phone', destination: '0987654321', purpose: 'signup', code, name: 'Phạm Minh' },
    });
    expect(verified.status).toBeGreaterThanOrEqual(400);
    expect(refusal(verified).code).toMatch(/^OTP\./);
  });

  it('a channel with no provider configured fails the same way instead of pretending to send', async () => {
    const app = production({ mail: null });
    expect(refusal(await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'email', destination: 'no.mail@example.vn', purpose: 'signup' } }))).toEqual({
      status: 502,
      code: 'OTP.DELIVERY_FAILED',
    });
  });
});
