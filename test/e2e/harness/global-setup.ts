import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumFind } from './chromium';
import { serverStart } from './server-process';
import { stepTotals } from './step-timing';
import { E2E_ADMIN } from './admin-credentials';

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
  // The admin console's journeys log in as the admin the server makes at start.
  const server = await serverStart({ MODAVI_ADMIN_EMAIL: E2E_ADMIN.email, MODAVI_ADMIN_PASSWORD: E2E_ADMIN.password });
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
