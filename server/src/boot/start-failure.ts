import { DataFolderLockedError } from '../db/data-folder-lock.js';
import { MigrationChangedError } from '../db/migrate.js';

/**
 * Start-up failures that are the operator's to fix, said as one sentence rather than a stack:
 * another process on the data folder, an edited migration.
 */
export function startFailureMessage(error: unknown): string | null {
  if (error instanceof DataFolderLockedError || error instanceof MigrationChangedError) return error.message;
  return null;
}

/** Exits with the message of a failure the operator can fix; anything else is thrown on. */
export function startFailureExit(error: unknown): never {
  const message = startFailureMessage(error);
  if (message === null) throw error;
  console.error(message);
  process.exit(1);
}
