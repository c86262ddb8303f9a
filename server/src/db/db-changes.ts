import type { Db } from './db.js';

/** Channels of migration 048's triggers. */
export const TABLE_CHANGED_CHANNEL = 'modavi_table_changed';
export const SESSION_CHANGED_CHANNEL = 'modavi_session_changed';
/** What the catalogue's answers (list, product, search, suggestions) are read from; their prices, from the running promotions. */
export const CATALOGUE_TABLES = [
  'products',
  'variants',
  'shops',
  'shop_shipping_origins',
  'categories',
  'size_charts',
  'product_search',
  'shop_categories',
  'shop_category_products',
  'promotion_items',
  'promotion_programs',
] as const;
/** What checkout's preview keeps of the shops' settings and the promotions (queryKept), beside the catalogue. */
export const CHECKOUT_SETTINGS_TABLES = [
  'shop_payment_methods',
  'shop_discounts',
  'shop_shipping_settings',
  'promotion_items',
  'promotion_programs',
] as const;
/** What the community feed shows: posts, their counts, authors and tagged products. */
export const FEED_TABLES = [
  'community_posts',
  'community_post_likes',
  'community_post_bookmarks',
  'community_post_shares',
  'community_comments',
  'users',
  'products',
] as const;

/** A table a kept answer or read may depend on. */
export type WatchedTable = (typeof CATALOGUE_TABLES)[number] | (typeof CHECKOUT_SETTINGS_TABLES)[number] | (typeof FEED_TABLES)[number];

/**
 * The tables migration 048 watches, derived from the lists above (one list per reader, no copy):
 * a kept answer or read may depend on these only. The type refuses any other table at compile
 * time, and tableVersion at run time; response-cache.test.ts proves each has its trigger.
 */
export const WATCHED_TABLES: ReadonlySet<WatchedTable> = new Set([...CATALOGUE_TABLES, ...CHECKOUT_SETTINGS_TABLES, ...FEED_TABLES]);
/** The session channel's payload when every session may have changed (a TRUNCATE). */
export const SESSIONS_ALL = '*';

/**
 * Products whose counters moved that are remembered one by one; past this many the memory is
 * dropped and every table counts as changed (conservative). Our choice: the spec is silent, and
 * an entry is a few dozen bytes.
 */
export const PRODUCT_COUNTERS_KEPT_MAX = 100_000;

/**
 * What the database says changed, for the caches of one database. `live` is false until the
 * listeners are in place, while the listening connection is down (PostgreSQL), and for good on
 * a Db without `listen` (a transaction's): a cache must then neither keep nor serve anything.
 * When listening starts again every table and session counts as changed (what was said
 * meanwhile is lost).
 */
export interface DbChanges {
  live(): boolean;
  /** Settles once the listeners are in place (true) or cannot be (false). */
  readonly ready: Promise<boolean>;
  /** How many times each table changed since the listener started (0 for one never changed). */
  tableVersion(table: WatchedTable): number;
  /**
   * Like tableVersion, without the changes that moved only counters (stock, sold) of named
   * products (migration 057): for a reader that also checks `productCountersMoved` for the
   * products it shows.
   */
  tableShapeVersion(table: WatchedTable): number;
  /** A mark of now, for `productCountersMoved`. */
  countersMark(): number;
  /** Whether the counters of any of these products moved after `mark`. */
  productCountersMoved(productIds: readonly string[], mark: number): boolean;
  /** Called with a session's token digest, or SESSIONS_ALL, whenever sessions change. */
  onSession(listener: (tokenHash: string) => void): void;
}

const watchers = new WeakMap<Db, DbChanges>();

/** Table versions: every change, and the changes other than counters of named products. */
function versionsKept() {
  const all = new Map<string, number>();
  const shape = new Map<string, number>();
  const counters = new Map<string, number>();
  let mark = 0;
  const bump = (versions: Map<string, number>, table: string) => versions.set(table, (versions.get(table) ?? 0) + 1);
  const everything = () => {
    for (const table of WATCHED_TABLES) [all, shape].forEach((versions) => bump(versions, table));
    counters.clear();
  };
  /** A payload of migration 048 (a table) or 057 ('<table>:<product id>,...'). */
  const heard = (payload: string) => {
    const [table = '', products] = payload.split(':', 2);
    bump(all, table);
    if (products === undefined) return void bump(shape, table);
    mark += 1;
    for (const id of products.split(',')) counters.set(id, mark);
    if (counters.size > PRODUCT_COUNTERS_KEPT_MAX) everything();
  };
  return {
    heard,
    everything,
    all: (table: string) => all.get(table) ?? 0,
    shape: (table: string) => shape.get(table) ?? 0,
    mark: () => mark,
    moved: (ids: readonly string[], since: number) => ids.some((id) => (counters.get(id) ?? 0) > since),
  };
}

function watch(db: Db): DbChanges {
  const versions = versionsKept();
  const sessionListeners: ((tokenHash: string) => void)[] = [];
  const sessionsChanged = (tokenHash: string) => sessionListeners.forEach((listener) => listener(tokenHash));
  let listening = false;
  // Without onListenState listening cannot stop: live as soon as the listeners are in place.
  let connected = db.onListenState === undefined;
  db.onListenState?.((live) => {
    connected = live;
    if (!live) return;
    versions.everything();
    sessionsChanged(SESSIONS_ALL);
  });
  const listen = db.listen?.bind(db);
  const ready = listen
    ? Promise.all([listen(TABLE_CHANGED_CHANNEL, versions.heard), listen(SESSION_CHANGED_CHANNEL, sessionsChanged)]).then(
        () => {
          listening = true;
          return connected;
        },
        // A database closed before it listened (a short test): nothing to cache.
        () => false,
      )
    : Promise.resolve(false);
  const watched = (table: WatchedTable) => {
    if (!WATCHED_TABLES.has(table)) throw new Error(`No change trigger watches table '${table}' (migration 048)`);
    return table;
  };
  return {
    live: () => listening && connected,
    ready,
    tableVersion: (table) => versions.all(watched(table)),
    tableShapeVersion: (table) => versions.shape(watched(table)),
    countersMark: versions.mark,
    productCountersMoved: versions.moved,
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
