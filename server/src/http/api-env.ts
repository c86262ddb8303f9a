import type { Session } from '../sessions/session-store.js';

/** Hono environment of the API: what middleware hands to the handlers. */
export interface ApiEnv {
  Variables: {
    session: Session;
  };
}
