import type { Db } from './db.js';

/** Channels of migration 048's triggers. */
export const TABLE_CHANGED_CHANNEL = 'modavi_table_changed';
export const SESSION_CHANGED_CHANNEL = 'modavi_session_changed';
/**
 * The tables migration 048 watches: a kept answer or read may depend on these only
 * (tableVersion refuses any other, so a table added to a cache without its trigger fails at once).
 */
export const WATCHED_TABLES: ReadonlySet<string> = new Set([
  'products',
  'variants',
  'shops',
  'shop_shipping_origins',
  'categories',
  'size_charts',
  'product_search',
  'shop_categories',
  'shop_category_products',
  'shop_payment_methods',
  'shop_discounts',
  'shop_shipping_settings',
  'promotion_items',
  'promotion_programs',
  'community_posts',
  'community_post_likes',
  'community_post_bookmarks',
  'community_post_shares',
  'community_comments',
  'users',
]);
/** The session channel's payload when every session may have changed (a TRUNCATE). */
export const SESSIONS_ALL = '*';

/**
 * What the database says changed, for the caches of one database. `live` is false until the
 * listeners are in place, and for good on an engine without `listen` (PostgreSQL, where other
 * instances write too): a cache must then neither keep nor serve anything.
 */
export interface DbChanges {
  live(): boolean;
  /** Settles once the listeners are in place (true) or cannot be (false). */
  readonly ready: Promise<boolean>;
  /** How many times each table changed since the listener started (0 for one never changed). */
  tableVersion(table: string): number;
  /** Called with a session's token digest, or SESSIONS_ALL, whenever sessions change. */
  onSession(listener: (tokenHash: string) => void): void;
}

const watchers = new WeakMap<Db, DbChanges>();

function watch(db: Db): DbChanges {
  const versions = new Map<string, number>();
  const sessionListeners: ((tokenHash: string) => void)[] = [];
  let live = false;
  const listen = db.listen?.bind(db);
  const ready = listen
    ? Promise.all([
        listen(TABLE_CHANGED_CHANNEL, (table) => versions.set(table, (versions.get(table) ?? 0) + 1)),
        listen(SESSION_CHANGED_CHANNEL, (tokenHash) => sessionListeners.forEach((listener) => listener(tokenHash))),
      ]).then(
        () => (live = true),
        // A database closed before it listened (a short test): nothing to cache.
        () => false,
      )
    : Promise.resolve(false);
  return {
    live: () => live,
    ready,
    tableVersion: (table) => {
      if (!WATCHED_TABLES.has(table)) throw new Error(`No change trigger watches table '${table}' (migration 048)`);
      return versions.get(table) ?? 0;
    },
    onSession: (listener) => void sessionListeners.push(listener),
  };
}

/** One watcher per database, shared by its caches (the sessions, the public answers). */
export function dbChanges(db: Db): DbChanges {
  let changes = watchers.get(db);
  if (!changes) {
    changes = watch(db);
    watchers.set(db, changes);
  }
  return changes;
}
