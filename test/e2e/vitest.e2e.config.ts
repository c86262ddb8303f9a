import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser journeys: one server (fresh in-memory database) for the run, one browser context
// per test. Files run one after another: two cores cannot host parallel Chromiums well.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/harness/global-setup.ts'],
    setupFiles: ['test/e2e/harness/setup-file.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
});
