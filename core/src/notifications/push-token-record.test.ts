import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PUSH_TOKEN_OS_DEFAULT, PushTokenRecordSchema, pushTokenCollection, pushTokenUpsert } from './push-token-record.js';
import { makePushTokenRecord, PUSH_T0 } from '../testing/notifications-factories.js';

const input = (overrides: Partial<Parameters<typeof pushTokenUpsert>[1]> = {}) => ({
  userId: 'user-1',
  deviceId: 'web-abc123',
  token: 'token-new',
  now: PUSH_T0 + 60_000,
  ...overrides,
});

describe('PushTokenRecordSchema', () => {
  it('never throws, defaults os to Web, and needs a token', () => {
    fc.assert(fc.property(fc.anything(), (value) => void PushTokenRecordSchema.safeParse(value)));
    const { os: _os, ...noOs } = makePushTokenRecord();
    const parsed = PushTokenRecordSchema.safeParse(noOs);
    expect(parsed.success && parsed.data.os).toBe(PUSH_TOKEN_OS_DEFAULT);
    const { token: _token, ...noToken } = makePushTokenRecord();
    expect(PushTokenRecordSchema.safeParse(noToken).success).toBe(false);
  });
});

describe('pushTokenUpsert', () => {
  it('updates the record of the same user and device, keeping its creation time', () => {
    const other = makePushTokenRecord({ deviceId: 'web-other' });
    const mine = makePushTokenRecord({ createdAt: PUSH_T0 - 5 });
    const result = pushTokenUpsert([other, mine], input());
    expect(result).toEqual({
      kind: 'update',
      index: 1,
      record: {
        ...mine,
        token: 'token-new',
        updatedAt: PUSH_T0 + 60_000,
        lastUsed: PUSH_T0 + 60_000,
        timestamp: PUSH_T0 + 60_000,
      },
    });
  });

  it('adds a Web record when the user has no record on this device', () => {
    const result = pushTokenUpsert(
      [makePushTokenRecord({ userId: 'user-2' }), makePushTokenRecord({ deviceId: 'web-other' })],
      input(),
    );
    expect(result.kind).toBe('add');
    expect(result.record).toEqual({
      createdAt: PUSH_T0 + 60_000,
      updatedAt: PUSH_T0 + 60_000,
      userId: 'user-1',
      deviceId: 'web-abc123',
      lastUsed: PUSH_T0 + 60_000,
      os: 'Web',
      timestamp: PUSH_T0 + 60_000,
      token: 'token-new',
    });
  });

  it('updates exactly when a record matches both user and device, and always ends with the new token', () => {
    const recordArb = fc
      .record({ userId: fc.constantFrom('user-1', 'user-2'), deviceId: fc.constantFrom('web-abc123', 'web-other') })
      .map((ids) => makePushTokenRecord(ids));
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 5 }), (records) => {
        const result = pushTokenUpsert(records, input());
        const match = records.some((r) => r.userId === 'user-1' && r.deviceId === 'web-abc123');
        expect(result.kind).toBe(match ? 'update' : 'add');
        expect(result.record.token).toBe('token-new');
        expect(PushTokenRecordSchema.safeParse(result.record).success).toBe(true);
        if (result.kind === 'update') expect(result.record.createdAt).toBe(records[result.index]!.createdAt);
      }),
    );
  });
});

describe('pushTokenCollection', () => {
  const table = { production: 'push_tokens', staging: 'push_tokens_staging', productionApiBaseUrl: 'https://api.modavi.vn/' };

  it('picks production for the production API, whatever the path or trailing slash', () => {
    expect(pushTokenCollection('https://api.modavi.vn', table)).toBe('push_tokens');
    expect(pushTokenCollection('https://API.modavi.vn/api/v1/', table)).toBe('push_tokens');
  });

  it('picks staging for any other or unreadable address', () => {
    for (const base of ['https://staging-api.modavi.vn', 'http://api.modavi.vn', 'https://api.modavi.vn:8443', 'not a url', '']) {
      expect(pushTokenCollection(base, table)).toBe('push_tokens_staging');
    }
  });

  it('never throws and always returns one of the two names', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (base) => {
        expect([table.production, table.staging]).toContain(pushTokenCollection(base, table));
      }),
    );
  });
});
