import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { DbOptions } from '../db/open-db.js';
import { jobsSchemaFor, pgBossJobRunnerStart } from './pg-boss-job-runner.js';
import { jobsEnabled, type JobLog, type JobRunner, type ScheduledJob } from './scheduled-job.js';
import { SCHEDULED_JOBS } from './scheduled-jobs.js';
import { timerJobRunnerStart } from './timer-job-runner.js';

/**
 * Starts the scheduled jobs these settings enable: through the job queue on PostgreSQL (once
 * across every process), on timers in this process on the embedded database.
 */
export async function jobsStart(
  options: DbOptions,
  db: Db,
  config: ServerConfig,
  log: JobLog,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Promise<JobRunner> {
  const enabled = jobsEnabled(jobs, config);
  if (options.kind === 'pglite') return timerJobRunnerStart(db, config, enabled, log);
  return pgBossJobRunnerStart({ url: options.url, schema: jobsSchemaFor(options.schema) }, db, config, enabled, log);
}
