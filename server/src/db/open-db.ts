import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';
import { pgliteDb } from './pglite-db.js';
import { postgresDb } from './postgres-db.js';

export type DbOptions =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string | undefined };

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

/** DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in MODAVI_DATA_DIR. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv): DbOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || undefined };
  return { kind: 'pglite', dataDir: env.MODAVI_DATA_DIR || DEFAULT_DATA_DIR };
}

export const dbOpen = (options: DbOptions): Promise<Db> =>
  options.kind === 'postgres' ? postgresDb({ url: options.url, schema: options.schema }) : pgliteDb(options.dataDir);

export const dbDescribe = (options: DbOptions): string =>
  options.kind === 'postgres'
    ? `PostgreSQL${options.schema ? ` (schema ${options.schema})` : ''}`
    : `PGlite (${options.dataDir})`;
