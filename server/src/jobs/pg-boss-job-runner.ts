import PgBoss from 'pg-boss';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { JobLog, JobRunner, ScheduledJob } from './scheduled-job.js';

/** Retries of a failed run within its period (the queue's record keeps each attempt); the spec is silent. */
export const JOB_RETRY_LIMIT = 2;
export const JOB_RETRY_DELAY_SECONDS = 1;
/** The queue's own connections per process: sending and fetching a few jobs needs no more. */
const QUEUE_CONNECTIONS = 2;
/** Fetching due jobs at most this often, and at least twice per period of the quickest job. */
const POLL_SECONDS_MAX = 2;
const POLL_SECONDS_MIN = 0.5;

export interface QueueDatabase {
  readonly url: string;
  /** The schema the queue's tables live in, apart from ours. */
  readonly schema: string;
}

/** The queue's schema beside the application's: `<schema>_jobs`, or modavi_jobs on the default one. */
export const jobsSchemaFor = (appSchema: string | undefined): string => (appSchema ? `${appSchema}_jobs` : 'modavi_jobs');

const periodSeconds = (job: ScheduledJob, config: ServerConfig): number => Math.max(1, Math.round(job.periodMs(config) / 1000));

/**
 * The PostgreSQL runner (pg-boss): every process that runs jobs offers each job once per period
 * as a throttled send, and pg-boss keeps one job per job name and period slot (a unique index
 * on the slot), so however many processes offer it, one runs it. Failed runs are retried and
 * every run is recorded in the queue's tables; no leader is elected.
 */
export async function pgBossJobRunnerStart(
  queue: QueueDatabase,
  db: Db,
  config: ServerConfig,
  jobs: readonly ScheduledJob[],
  log: JobLog,
  clock: () => number = Date.now,
): Promise<JobRunner & { offer(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: queue.url, schema: queue.schema, max: QUEUE_CONNECTIONS, schedule: false, application_name: 'modavi-jobs' });
  boss.on('error', (error) => log('job queue error', error));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: JOB_RETRY_LIMIT, retryDelay: JOB_RETRY_DELAY_SECONDS, retryBackoff: true });
    const pollingIntervalSeconds = Math.min(POLL_SECONDS_MAX, Math.max(POLL_SECONDS_MIN, periodSeconds(job, config) / 2));
    await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
      try {
        await job.run(db, clock(), config);
      } catch (error) {
        log(`job ${job.name} failed`, error);
        // Thrown on: the queue records the failure and retries.
        throw error;
      }
    });
  }
  const offerOne = (job: ScheduledJob) =>
    boss.sendThrottled(job.name, {}, {}, periodSeconds(job, config)).catch((error: unknown) => log(`job ${job.name} could not be offered`, error));
  const offer = async () => void (await Promise.all(jobs.map(offerOne)));
  await offer();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void offerOne(job), job.periodMs(config));
    timer.unref();
    return timer;
  });
  return {
    offer,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true });
    },
  };
}
