import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumFind } from './chromium';
import { serverStart } from './server-process';
import { stepTotals } from './step-timing';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** A folder of this run, shared by every test file (axe's judged states, step timings). */
    runDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = chromiumFind();
  if ('missing' in chromium) throw new Error(chromium.missing);
  const built = fileURLToPath(new URL('../../../app/dist/index.html', import.meta.url));
  if (!existsSync(built)) throw new Error('The app is not built: run `npm run build` first (npm test does).');
  const runDir = mkdtempSync(join(tmpdir(), 'modavi-e2e-run-'));
  const server = await serverStart();
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromium.path);
  project.provide('runDir', runDir);
  return async () => {
    await server.stop();
    const steps = join(runDir, 'steps.tsv');
    if (existsSync(steps)) console.info(`journey steps: ${stepTotals(readFileSync(steps, 'utf8'))}`);
    rmSync(runDir, { recursive: true, force: true });
  };
}
