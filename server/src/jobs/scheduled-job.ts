import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';

/**
 * Work that falls due on its own, not on a request. Runs once per period across all processes
 * (on PostgreSQL through the job queue; on the embedded database on a timer of the one process).
 */
export interface ScheduledJob {
  /** Lower-case words and hyphens: the queue's name on PostgreSQL, and what logs say. */
  readonly name: string;
  /** How often it falls due under these settings. */
  readonly periodMs: (config: ServerConfig) => number;
  /** Whether it runs at all under these settings (absent: always). */
  readonly enabled?: (config: ServerConfig) => boolean;
  /** Does what is due at `now`; must be safe to run again after a failure (the queue retries). */
  readonly run: (db: Db, now: number, config: ServerConfig) => Promise<unknown>;
}

/** The jobs these settings run. */
export const jobsEnabled = (jobs: readonly ScheduledJob[], config: ServerConfig): ScheduledJob[] =>
  jobs.filter((job) => job.enabled?.(config) ?? true);

/** What starts jobs hands back: stopping waits for runs in progress, so the database can close after. */
export interface JobRunner {
  stop(): Promise<void>;
}

export type JobLog = (message: string, error?: unknown) => void;
