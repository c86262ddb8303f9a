import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** First wait before listening again after the connection dropped; doubled per failure up to the max. */
export const LISTEN_RECONNECT_MIN_MS = 100;
export const LISTEN_RECONNECT_MAX_MS = 5_000;
/**
 * How long a writer waits for its barrier (below) before giving up. The spec is silent; a
 * barrier normally arrives within a millisecond or two, and one that does not means the
 * listener is stuck: we then treat everything as changed rather than risk a stale read.
 */
export const BARRIER_WAIT_MS = 2_000;

type Handler = (payload: string) => void;
type StateListener = (live: boolean) => void;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on a dedicated connection of its own (a pooled one would hand its notifications to
 * whoever borrows it next), reconnecting when it drops. While it is down nothing may be
 * trusted: state listeners hear `false`, and `true` once it listens again, meaning "anything
 * may have changed unseen" (notifications sent meanwhile are lost for good).
 *
 * Read-your-writes: a process that commits a write must not read a stale kept answer right
 * after, yet its own notifications come back through the server. PostgreSQL delivers
 * notifications in commit order (and a transaction's own in the order sent), so the writer
 * sends a NOTIFY on this process's own barrier channel after (or as the last statement of) its
 * write, and waits until the listener hears it: by then every notification of its write has
 * been handled. We picked this over bumping local versions for what was written: the writer
 * does not know which tables its statements touched (triggers, cascades), the database does.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners: StateListener[] = [];
  private readonly waiters = new Map<string, () => void>();
  private readonly barrierChannel = `modavi_barrier_${randomBytes(8).toString('hex')}`;
  private barrierCount = 0;
  private live = false;
  private started: Promise<void> | null = null;
  private retryMs = LISTEN_RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  /** `name` is the connection's application_name (what an operator sees in pg_stat_activity). */
  constructor(
    private readonly url: string,
    private readonly name: string,
  ) {}

  /** Whether anyone listens: only then do writers send barriers. */
  get active(): boolean {
    return this.started !== null && !this.closed;
  }

  isLive(): boolean {
    return this.live;
  }

  onState(listener: StateListener): void {
    this.stateListeners.push(listener);
  }

  /** Resolves once the first connection attempt is over (listening or retrying in the background). */
  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const fresh = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    this.started ??= this.connect();
    await this.started;
    if (fresh && this.live) await this.client?.query(`LISTEN ${quoted(channel)}`).catch(() => undefined);
    return async () => void set.delete(handler);
  }

  /**
   * A barrier's name and a promise settled when it comes back (or the listener is lost, or
   * BARRIER_WAIT_MS passes: then everything counts as changed). The caller sends
   * `pg_notify(channel, token)` itself, after or at the end of its write; `cancel` when it did not.
   */
  barrier(): { channel: string; token: string; arrived: Promise<void>; cancel: () => void } | null {
    if (!this.active || !this.live) return null;
    const token = String((this.barrierCount += 1));
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.waiters.set(token, resolve);
      timer = setTimeout(() => {
        if (!this.waiters.delete(token)) return;
        resolve();
        this.stateTell(false);
        if (this.live) this.stateTell(true);
      }, BARRIER_WAIT_MS);
      timer.unref();
    }).finally(() => clearTimeout(timer));
    const cancel = () => {
      this.waiters.get(token)?.();
      this.waiters.delete(token);
    };
    return { channel: this.barrierChannel, token, arrived, cancel };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.lost();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private stateTell(live: boolean): void {
    for (const listener of this.stateListeners) listener(live);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: this.name });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => this.heard(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      for (const channel of [...this.handlers.keys(), this.barrierChannel]) await client.query(`LISTEN ${quoted(channel)}`);
    } catch {
      await client.end().catch(() => undefined);
      return this.retry();
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.live = true;
    this.retryMs = LISTEN_RECONNECT_MIN_MS;
    this.stateTell(true);
  }

  private heard(channel: string, payload: string): void {
    if (channel === this.barrierChannel) {
      this.waiters.get(payload)?.();
      this.waiters.delete(payload);
      return;
    }
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.lost();
    this.retry();
  }

  /** Nothing heard from now on may be trusted: caches stop serving, writers stop waiting. */
  private lost(): void {
    const wasLive = this.live;
    this.live = false;
    for (const resolve of this.waiters.values()) resolve();
    this.waiters.clear();
    if (wasLive) this.stateTell(false);
  }

  private retry(): void {
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LISTEN_RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }
}
