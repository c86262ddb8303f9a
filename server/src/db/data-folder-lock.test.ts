import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { DATA_FOLDER_LOCK_FILE, DataFolderLockedError } from './data-folder-lock.js';
import { pgliteDb } from './pglite-db.js';

/** Starts a real second process holding `dataDir` open; resolves once it says the folder is open. */
const holderStart = (dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/testing/data-folder-holder.ts', dataDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('open')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}) before opening the folder`)));
  });

const exited = (child: ChildProcess): Promise<void> => new Promise((resolve) => child.once('exit', () => resolve()));

describe('one process per PGlite data folder (issue 26)', () => {
  const dirs: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'modavi-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second open of a folder while the first holds it, and opens it again once closed', async () => {
    const dir = await folder();
    const first = await pgliteDb(dir);
    await expect(pgliteDb(dir)).rejects.toBeInstanceOf(DataFolderLockedError);
    await first.close();
    expect(existsSync(join(dir, DATA_FOLDER_LOCK_FILE))).toBe(false);
    const again = await pgliteDb(dir);
    await again.close();
  }, 60_000);

  it('refuses while another process holds the folder, naming it, before touching the data; takes over once it is killed', async () => {
    const dir = await folder();
    const holder = await holderStart(dir);
    try {
      const refused = pgliteDb(join(dir, '.'));
      await expect(refused).rejects.toThrow(`in use by another Modavi process (pid ${holder.pid})`);
    } finally {
      const gone = exited(holder);
      holder.kill('SIGKILL');
      await gone;
    }
    // The killed process left its lock behind: stale, taken over.
    expect(existsSync(join(dir, DATA_FOLDER_LOCK_FILE))).toBe(true);
    const db = await pgliteDb(dir);
    try {
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses before anything is written into a fresh folder a live process has locked', async () => {
    const dir = await folder();
    // A live process that is not us: our parent (vitest's runner) stands in for another server.
    await writeFile(join(dir, DATA_FOLDER_LOCK_FILE), JSON.stringify({ pid: process.ppid, startedAt: 'earlier' }));
    await expect(pgliteDb(dir)).rejects.toThrow(`pid ${process.ppid}`);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });
});
