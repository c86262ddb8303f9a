import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Where a journey's seconds go: the harness times its costly steps (new context, waiting for a
 * page to be drawn, axe) and the global teardown prints the totals of the run.
 */
export async function stepTimed<T>(step: string, body: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await body();
  } finally {
    const ms = Math.round(performance.now() - started);
    let dir: string | undefined;
    try {
      dir = inject('runDir');
    } catch {
      dir = undefined;
    }
    if (dir) appendFileSync(join(dir, 'steps.tsv'), `${step}\t${ms}\n`);
  }
}

/** Count and seconds per step, from the lines `stepTimed` wrote. */
export function stepTotals(lines: string): string {
  const totals = new Map<string, { count: number; ms: number }>();
  for (const line of lines.split('\n')) {
    const [step, ms] = line.split('\t');
    if (!step || !ms) continue;
    const total = totals.get(step) ?? { count: 0, ms: 0 };
    totals.set(step, { count: total.count + 1, ms: total.ms + Number(ms) });
  }
  return [...totals].map(([step, { count, ms }]) => `${step}: ${count} in ${(ms / 1000).toFixed(1)} s`).join(', ');
}
