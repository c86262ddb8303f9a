import { describe, expect, it } from 'vitest';
import { DataFolderLockedError } from '../db/data-folder-lock.js';
import { MigrationChangedError } from '../db/migrate.js';
import { startFailureMessage } from './start-failure.js';

describe('start-up failures the operator fixes are one sentence', () => {
  it('names the edited migration, or the folder and the pid that holds it', () => {
    expect(startFailureMessage(new MigrationChangedError('048_change_notifications.sql'))).toMatch(/^Migration 048_change_notifications\.sql was changed after it was applied/);
    expect(startFailureMessage(new DataFolderLockedError('/srv/modavi/pglite', 4242))).toMatch(/\/srv\/modavi\/pglite is in use by another Modavi process \(pid 4242\)/);
  });

  it('leaves any other failure to be thrown with its stack', () => {
    expect(startFailureMessage(new Error('connection refused'))).toBeNull();
  });
});
