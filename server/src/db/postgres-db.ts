import pg from 'pg';
import type { Db } from './db.js';

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

/** node-postgres pool; with a schema, every connection starts with that schema on its search_path. */
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
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as T[],
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
