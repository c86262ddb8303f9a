/**
 * Ends the current task and resumes in a new one, so that a long start-up becomes several
 * short tasks and the browser can answer a tap in between (issue 17: Lighthouse counts every
 * task over 50 ms on a slow phone as blocking). `scheduler.yield` resumes ahead of other queued
 * work where the browser has it; elsewhere a zero timeout does the same, a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
