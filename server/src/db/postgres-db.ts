import pg from 'pg';
import type { Db } from './db.js';
import { PostgresListener } from './postgres-listener.js';

export interface PostgresOptions {
  readonly url: string;
  /** A schema of its own (created when missing), so several databases can share one server. */
  readonly schema?: string | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function schemaNameCheck(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}: got '${schema}'`);
  return schema;
}

/**
 * Whether a statement only reads (so it needs no barrier, see PostgresListener). Anything else
 * (DML, DDL, a SELECT that locks) is taken for a write: a needless barrier costs a round trip,
 * a missing one a stale read.
 */
const WRITE_WORD = /\b(insert|update|delete|truncate|merge|alter|create|drop|pg_notify|nextval|setval)\b/i;
export const statementReadsOnly = (sql: string): boolean => /^\s*(select|with)\b/i.test(sql) && !WRITE_WORD.test(sql);

/**
 * The last statement of a transaction that wrote: the barrier, delivered right after the
 * transaction's own notifications. `txid_current_if_assigned()` is null for a transaction that
 * wrote nothing (it then sends none and nobody waits).
 */
const BARRIER_IN_TRANSACTION_SQL = `SELECT CASE WHEN txid_current_if_assigned() IS NULL THEN false
  ELSE (SELECT true FROM pg_notify($1, $2)) END AS wrote`;

/** The listening connection's application_name, by schema (tests find it by that name). */
export const postgresListenerName = (schema: string | undefined): string => `modavi_listener${schema === undefined ? '' : ` ${schema}`}`;

const INT8_OID = 20;
/**
 * int8 (bigserial sequences, count(*)) answers a number, as PGlite does, so one generated row
 * type (schema-types.ts) holds on both engines. Every int8 here counts rows or orders events,
 * far below 2^53.
 */
const INT8_AS_NUMBER: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const clientDb = (client: pg.ClientBase): Db => {
  const db: Db = {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, [...params])).rows as T[],
    exec: async (sql) => void (await client.query(sql)),
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() called inside a transaction')),
  };
  return db;
};

/**
 * node-postgres pool; with a schema, every connection starts with that schema on its search_path.
 * `listen` uses a connection of its own (PostgresListener); once anyone listens, every write
 * waits for its notifications to come back before its promise settles, as on PGlite.
 */
export async function postgresDb(options: PostgresOptions): Promise<Db> {
  const schema = options.schema === undefined ? undefined : schemaNameCheck(options.schema);
  if (schema !== undefined) {
    const setup = new pg.Client({ connectionString: options.url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    types: INT8_AS_NUMBER,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  const listener = new PostgresListener(options.url, postgresListenerName(schema));
  /** After an autocommitted write: its notifications are in before the caller goes on. */
  const afterWrite = async (sql: string) => {
    if (statementReadsOnly(sql)) return;
    const barrier = listener.barrier();
    if (!barrier) return;
    await pool.query('SELECT pg_notify($1, $2)', [barrier.channel, barrier.token]).catch((error: unknown) => {
      barrier.cancel();
      throw error;
    });
    await barrier.arrived;
  };
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const rows = (await pool.query(sql, [...params])).rows as T[];
      await afterWrite(sql);
      return rows;
    },
    exec: async (sql) => {
      await pool.query(sql);
      await afterWrite(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let arrived: Promise<void> | null = null;
      let barrier: ReturnType<PostgresListener['barrier']> = null;
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        barrier = listener.barrier();
        if (barrier) {
          const [row] = (await client.query<{ wrote: boolean }>(BARRIER_IN_TRANSACTION_SQL, [barrier.channel, barrier.token])).rows;
          if (row?.wrote) arrived = barrier.arrived;
          else barrier.cancel();
        }
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A barrier rolled back never comes: nobody waits for it.
        barrier?.cancel();
        arrived = null;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
        // Waited for after the connection is back in the pool, before the caller hears of the commit.
        if (arrived) await arrived;
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onListenState: (stateListener) => listener.onState(stateListener),
  };
}
