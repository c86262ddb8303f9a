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
   * A write of this Db settles only after its own notifications reached the listeners
   * (read-your-writes; PGlite by construction, PostgreSQL by a barrier: postgres-listener.ts);
   * other processes' arrive shortly after their commit. Absent where that cannot hold (a
   * transaction's Db), and what relies on it stays off.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Where listening can stop (PostgreSQL: its connection drops): `listener(false)` when it
   * stops, `listener(true)` whenever it (re)starts, after which anything may have changed
   * unseen. Absent where it cannot stop (PGlite): listening is then live once `listen` settles.
   */
  onListenState?(listener: (live: boolean) => void): void;
}
