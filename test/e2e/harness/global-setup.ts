import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumFind } from './chromium';
import { serverStart } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = chromiumFind();
  if ('missing' in chromium) throw new Error(chromium.missing);
  const built = fileURLToPath(new URL('../../../app/dist/index.html', import.meta.url));
  if (!existsSync(built)) throw new Error('The app is not built: run `npm run build` first (npm test does).');
  const server = await serverStart();
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromium.path);
  return () => server.stop();
}
