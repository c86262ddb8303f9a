import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { TemplateKind, TemplatePaths } from './pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates?: TemplatePaths;
  }
}

/** The run's template of that kind, or undefined outside a run that made them. */
export async function pgliteTemplateRead(kind: TemplateKind): Promise<Blob | undefined> {
  let paths: TemplatePaths | undefined;
  try {
    paths = inject('pgliteTemplates');
  } catch {
    return undefined; // not inside a vitest worker
  }
  if (!paths) return undefined;
  return new Blob([await readFile(paths[kind])]);
}
