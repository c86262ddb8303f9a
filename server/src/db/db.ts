/**
 * The one database port of the server. Both engines speak PostgreSQL, so SQL is shared;
 * what differs (connections, embedding) stays behind this interface.
 */
export interface Db {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Inside a transaction, `transaction` runs its callback in the same transaction (no savepoints). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each notification on `channel` (migration 048 sends them on commit).
   * Only where every write reaches this process before the writer's promise settles (PGlite:
   * one embedded engine, one process); absent elsewhere, and what relies on it stays off.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}
