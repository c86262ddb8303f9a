import * as z from 'zod/mini';

/** Spec: the os of a push token record defaults to 'Web'. */
export const PUSH_TOKEN_OS_DEFAULT = 'Web';

/**
 * A device's push token as the cloud document store keeps it (spec section 3). Times are
 * epoch milliseconds; the store adapter converts its own timestamp type.
 */
export const PushTokenRecordSchema = z.object({
  createdAt: z.number(),
  updatedAt: z.number(),
  userId: z.string().check(z.minLength(1)),
  deviceId: z.string().check(z.minLength(1)),
  lastUsed: z.number(),
  os: z._default(z.string(), PUSH_TOKEN_OS_DEFAULT),
  timestamp: z.number(),
  token: z.string().check(z.minLength(1)),
});
export type PushTokenRecord = z.infer<typeof PushTokenRecordSchema>;

export interface PushTokenUpsertInput {
  readonly userId: string;
  readonly deviceId: string;
  readonly token: string;
  readonly now: number;
}

/**
 * What to write: `update` the record at `index` of the list given, or `add` a new one. The
 * store adapter keeps the document ids beside the records and applies the write.
 */
export type PushTokenUpsert =
  | { readonly kind: 'update'; readonly index: number; readonly record: PushTokenRecord }
  | { readonly kind: 'add'; readonly record: PushTokenRecord };

/**
 * Spec: an existing record for the same user and device is updated (creation time kept),
 * otherwise a record is added. With several matches (written by an older client) the first
 * is updated; the others are left for the logout removal, which deletes by device.
 */
export function pushTokenUpsert(records: readonly PushTokenRecord[], input: PushTokenUpsertInput): PushTokenUpsert {
  const index = records.findIndex((record) => record.userId === input.userId && record.deviceId === input.deviceId);
  const existing = records[index];
  if (existing !== undefined) {
    return {
      kind: 'update',
      index,
      record: { ...existing, token: input.token, updatedAt: input.now, lastUsed: input.now, timestamp: input.now },
    };
  }
  return {
    kind: 'add',
    record: {
      createdAt: input.now,
      updatedAt: input.now,
      userId: input.userId,
      deviceId: input.deviceId,
      lastUsed: input.now,
      os: PUSH_TOKEN_OS_DEFAULT,
      timestamp: input.now,
      token: input.token,
    },
  };
}

/** The collection names per environment, and the API base address that means production. */
export interface PushTokenTable {
  readonly production: string;
  readonly staging: string;
  readonly productionApiBaseUrl: string;
}

// Parsed by hand: core's build targets plain ES (no WHATWG URL in its lib), and only the
// scheme, host and port matter here. Default ports are dropped as URL.origin would.
const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@]*@)?([^/?#:]+|\[[^\]]+\])(?::(\d*))?(?:[/?#]|$)/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

const originOf = (url: string): string | null => {
  const match = ORIGIN.exec(url.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[3] ?? '').toLowerCase();
  const port = match[4] && match[4] !== DEFAULT_PORTS[scheme] ? `:${match[4]}` : '';
  return host === '' ? null : `${scheme}://${host}${port}`;
};

/**
 * Spec: the collection differs between staging and production and is chosen by the API base
 * address. Production only when the base address has the production origin (scheme, host,
 * port); anything else, an unparsable address included, writes to staging, so a
 * misconfigured build can never pollute the production tokens.
 */
export function pushTokenCollection(apiBaseUrl: string, table: PushTokenTable): string {
  const origin = originOf(apiBaseUrl);
  return origin !== null && origin === originOf(table.productionApiBaseUrl) ? table.production : table.staging;
}
