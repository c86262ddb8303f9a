import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { TemplatePaths } from '../../server/src/testing/pglite-template';
import '../../server/src/testing/pglite-template-read';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Global setup of the unit run: one migrated (and one seeded) database for every test file to copy. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'modavi-pglite-'));
  const written = execFileSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/testing/pglite-template-main.ts', dir], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  project.provide('pgliteTemplates', JSON.parse(written) as TemplatePaths);
  return () => rmSync(dir, { recursive: true, force: true });
}
