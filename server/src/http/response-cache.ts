import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/db.js';
import { dbChanges, type DbChanges, type WatchedTable } from '../db/db-changes.js';
import { acceptsGzip } from './accepts-gzip.js';

/**
 * Issue 17: the public read paths (product list, product, search, community feed) answered from
 * memory. Their queries cost the embedded engine's single connection several milliseconds each,
 * which capped the server at a few hundred answers a second. An answer is kept with the versions
 * of the tables it was read from (migration 048's triggers bump a table's version when any
 * statement changes it, on commit, before the writer's promise settles), and served only while
 * every one is unchanged: a seller's new price or an order's stock shows on the next request.
 *
 * RESPONSE_CACHE_TTL_MS: some of what an answer shows changes with the clock, not with a write
 * (a shop's pause ends at `paused_until`); a kept answer is read again after this long.
 */
export const RESPONSE_CACHE_TTL_MS = 5_000;
/** Answers kept at most (a few KB each; search texts are unbounded): the oldest go first. */
export const RESPONSE_CACHE_ENTRIES_MAX = 2_000;

interface Entry {
  readonly stamp: string;
  /** With `productsShown`: the products the answer shows and the counters' mark read before the route ran. */
  readonly products: { readonly ids: readonly string[]; readonly mark: number } | null;
  readonly keptAt: number;
  /** When the answer goes stale whatever the tables say (a promotion program starting or ending). */
  readonly until: number;
  readonly body: string;
  gzip?: Uint8Array<ArrayBuffer>;
}


/**
 * When an answer made at `now` stops being right whatever the tables say (epoch ms), null for
 * never: the catalogue's prices change when a promotion program starts or ends (issue 25).
 */
export type KeptUntil = (now: number) => Promise<number | null> | number | null;

/**
 * The products an answer shows (its JSON parsed), or null when it cannot tell. Given, the
 * answer is kept through changes that moved only other products' counters (stock, sold;
 * migration 057): an order placed no longer empties every catalogue answer (issue 26).
 */
export type ProductsShown = (body: unknown) => readonly string[] | null;

/** The catalogue's envelopes: a page of products (`data.items`) or one product (`data._id`). */
export const catalogueProductsShown: ProductsShown = (body) => {
  const data = (body as { data?: { items?: unknown; _id?: unknown } } | null)?.data;
  if (Array.isArray(data?.items)) {
    const ids = (data.items as { _id?: unknown }[]).map((item) => item._id);
    return ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
  }
  return typeof data?._id === 'string' ? [data._id] : null;
};

class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly changes: DbChanges) {}

  private stampOf(tables: readonly WatchedTable[], shape: boolean): string {
    return tables.map((table) => (shape ? this.changes.tableShapeVersion(table) : this.changes.tableVersion(table))).join('.');
  }

  private fresh(entry: Entry | undefined, stamp: string, now: number): entry is Entry {
    if (!entry || entry.stamp !== stamp || now - entry.keptAt >= RESPONSE_CACHE_TTL_MS || now >= entry.until) return false;
    return entry.products === null || !this.changes.productCountersMoved(entry.products.ids, entry.products.mark);
  }

  private answer(c: Context, entry: Entry): Response {
    const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(entry.body, 200, headers);
    // Copied once into its own buffer (a Buffer may share a pool), then sent as is every time.
    entry.gzip ??= new Uint8Array(gzipSync(entry.body));
    // Already encoded: the compress middleware leaves an answer with a content-encoding alone.
    return c.body(entry.gzip, 200, { ...headers, 'content-encoding': 'gzip' });
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= RESPONSE_CACHE_ENTRIES_MAX) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
  }

  /**
   * A GET route's answers kept by address. `shared` says whether this request's answer is the
   * same for everyone (the feed marks an account's own likes: then it is neither served nor kept).
   */
  serve(
    tables: readonly WatchedTable[],
    shared: (c: Context) => Promise<boolean> | boolean = () => true,
    keptUntil: KeptUntil = () => null,
    productsShown: ProductsShown | null = null,
  ): MiddlewareHandler {
    return createMiddleware(async (c, next) => {
      if (c.req.method !== 'GET' || !this.changes.live() || !(await shared(c))) return next();
      const key = c.req.url;
      const shapeStamp = productsShown ? this.stampOf(tables, true) : null;
      const stamp = this.stampOf(tables, false);
      const mark = this.changes.countersMark();
      const kept = this.entries.get(key);
      const now = Date.now();
      if (this.fresh(kept, kept?.products ? (shapeStamp ?? stamp) : stamp, now)) return this.answer(c, kept);
      const keptAt = now;
      // Judged before the route runs: an answer priced at keptAt is good until the next change after it.
      const until = (await keptUntil(keptAt)) ?? Infinity;
      await next();
      if (c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
      const body = await c.res.clone().text();
      const ids = productsShown ? productsShown(JSON.parse(body)) : null;
      // Kept under the versions (and counters' mark) read before the route ran: a change meanwhile makes it stale at once.
      this.keep(key, ids === null || shapeStamp === null ? { stamp, products: null, keptAt, until, body } : { stamp: shapeStamp, products: { ids, mark }, keptAt, until, body });
    });
  }
}

const caches = new WeakMap<Db, ResponseCache>();

/** The public answers of one database (shared by the routes that read it). */
export function responseCache(db: Db): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache(dbChanges(db));
    caches.set(db, cache);
  }
  return cache;
}
