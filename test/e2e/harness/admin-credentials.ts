/**
 * The admin account the e2e server makes at start (global-setup passes these to the server;
 * `adminLogin` logs in with them). A file of its own: the global setup imports nothing else.
 */
export const E2E_ADMIN = { email: 'admin@modavi.local', password: 'E2e-Admin-Pass1' } as const;
