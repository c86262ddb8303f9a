import fc from 'fast-check';

/**
 * Every property runs at least 1,000 cases (issue 3), unless a test asks for more or the
 * environment does (FC_NUM_RUNS). A seed in FC_SEED replays a failure.
 */
fc.configureGlobal({
  numRuns: Number(process.env['FC_NUM_RUNS'] ?? 1000),
  ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
});
