import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Db } from './db.js';
import type { DB } from './schema.generated.js';

/**
 * Issue 29: the typed query layer. Kysely (not Drizzle) because the numbered SQL migrations stay
 * the schema's source of truth (the row types are generated from the migrated database:
 * schema.generated.ts, `npm run db:types -w server`), because Kysely writes the SQL we already
 * write (CTEs, `FOR UPDATE`, `ON CONFLICT`, window functions) one to one, and because it runs on
 * top of our own Db port: both engines (PGlite, PostgreSQL), their transactions and the
 * read-your-writes barrier stay where they are (db.ts), untouched.
 *
 * A Kysely over a Db sends every compiled statement through `db.query`. Transactions stay the
 * Db's: `db.transaction((tx) => typedDb(tx).selectFrom(...)...)`; Kysely's own `transaction()`
 * refuses (it would open a second, unrelated one). `db.query` answers rows only, so an UPDATE or
 * DELETE that needs to know what it touched says so with `.returning(...)`.
 */
class DbConnection implements DatabaseConnection {
  constructor(private readonly db: Db) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: await this.db.query<R>(compiled.sql, compiled.parameters) };
  }

  // eslint-disable-next-line require-yield -- nothing streams through the Db port
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not offered by the Db port: page with keyset conditions instead.');
  }
}

const TRANSACTION_REFUSED = 'Open transactions with Db.transaction and build queries with typedDb(tx) inside it.';

class DbDriver implements Driver {
  private readonly connection: DbConnection;

  constructor(db: Db) {
    this.connection = new DbConnection(db);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(TRANSACTION_REFUSED);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(TRANSACTION_REFUSED);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(TRANSACTION_REFUSED);
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const dbDialect = (db: Db): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DbDriver(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
  createIntrospector: (kysely) => new PostgresIntrospector(kysely),
});

/** The typed database, as the migrations left it (schema.generated.ts). */
export type TypedDb = Kysely<DB>;

// One Kysely per Db object: a process's Db lives as long as the process, a transaction's for
// the transaction; both are dropped with it.
const typedByDb = new WeakMap<Db, TypedDb>();

/** The typed query builder over `db` (a process's Db or a transaction's). */
export function typedDb(db: Db): TypedDb {
  let typed = typedByDb.get(db);
  if (!typed) {
    typed = new Kysely<DB>({ dialect: dbDialect(db) });
    typedByDb.set(db, typed);
  }
  return typed;
}
