import { readFile, realpath, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The lock's name inside a PGlite data folder (PGlite ignores files it does not know). */
export const DATA_FOLDER_LOCK_FILE = 'modavi.lock';

export class DataFolderLockedError extends Error {
  constructor(readonly dataDir: string, readonly ownerPid: number) {
    super(
      `The database folder ${dataDir} is in use by another Modavi process (pid ${ownerPid}). ` +
        'Two processes on one embedded database each see only their own writes and then break the folder. ' +
        'Stop that process first, or run several processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  release(): Promise<void>;
}

interface LockOwner {
  readonly pid: number;
  readonly startedAt: string;
}

/** Folders this process holds: a second open in the same process is refused too (its pid is ours). */
const held = new Set<string>();

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerRead = async (file: string): Promise<LockOwner | null> => {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, startedAt: String(owner.startedAt) } : null;
  } catch {
    return null;
  }
};

/** Makes the lock file only if there is none; false when one exists. */
const lockCreate = async (file: string, owner: string): Promise<boolean> => {
  try {
    await writeFile(file, owner, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Takes the folder's lock before anything opens its data, PostgreSQL's postmaster.pid way: a
 * file made exclusively, holding the owner's pid. A lock whose process is gone (killed, crashed)
 * is stale and taken over; so is one naming our own pid, which a restarted container reuses.
 * (proper-lockfile was weighed: its locks hold no pid and a killed owner's lock only goes
 * stale after a timeout its holder must keep refreshing.) Two processes finding the same stale
 * lock at the same instant could both take it; a start-up race this rare is accepted.
 */
export async function dataFolderLock(dataDir: string): Promise<DataFolderLock> {
  const key = await realpath(dataDir);
  const file = join(key, DATA_FOLDER_LOCK_FILE);
  if (held.has(key)) throw new DataFolderLockedError(dataDir, process.pid);
  const mine = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockOwner);
  for (let attempt = 0; !(await lockCreate(file, mine)); attempt += 1) {
    const owner = await ownerRead(file);
    if (attempt > 0 || (owner && owner.pid !== process.pid && alive(owner.pid))) throw new DataFolderLockedError(dataDir, owner?.pid ?? 0);
    await unlink(file).catch(() => undefined);
  }
  held.add(key);
  return {
    async release() {
      held.delete(key);
      // Only our own lock: never remove one another process has taken over since.
      if ((await ownerRead(file))?.pid === process.pid) await unlink(file).catch(() => undefined);
    },
  };
}
