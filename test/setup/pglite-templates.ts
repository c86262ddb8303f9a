import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteTemplatesWrite } from '../../server/src/testing/pglite-template';

/** Global setup of the unit run: one migrated (and one seeded) database for every test file to copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'modavi-pglite-'));
  project.provide('pgliteTemplates', await pgliteTemplatesWrite(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
