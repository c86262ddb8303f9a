import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { JobLog, JobRunner, ScheduledJob } from './scheduled-job.js';

/**
 * The embedded database's runner: one process holds the data folder, so its own timers are the
 * whole schedule. A run still in progress when its job falls due again is not doubled; a
 * failing run is logged and the next period tries again.
 */
export function timerJobRunnerStart(
  db: Db,
  config: ServerConfig,
  jobs: readonly ScheduledJob[],
  log: JobLog,
  clock: () => number = Date.now,
): JobRunner {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) => {
    const due = () => {
      if (running.has(job.name)) return;
      const run = job
        .run(db, clock(), config)
        .then(() => undefined)
        .catch((error: unknown) => log(`job ${job.name} failed`, error))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    const timer = setInterval(due, job.periodMs(config));
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
