/** What one process of the build does (MODAVI_ROLE, issue 26). */
export const SERVER_ROLES = ['web', 'worker', 'all'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

export interface RoleDuties {
  /** The site, the API and the chat sockets on PORT. */
  readonly http: boolean;
  /** The scheduled jobs (jobs/scheduled-jobs.ts). A worker answers only GET /health on PORT. */
  readonly jobs: boolean;
}

export const ROLE_DUTIES: Readonly<Record<ServerRole, RoleDuties>> = {
  web: { http: true, jobs: false },
  worker: { http: false, jobs: true },
  all: { http: true, jobs: true },
};

/** `npm start` without MODAVI_ROLE: one process doing everything, as before roles existed. */
export const SERVER_ROLE_DEFAULT: ServerRole = 'all';

export type RoleRead = { readonly role: ServerRole; readonly refusal?: never } | { readonly role?: never; readonly refusal: string };

/**
 * The role the environment asks for, or why the process must not start: an unknown role, or a
 * split role on the embedded database, which one process holds alone (a web process there
 * would have no worker to run its jobs, a worker no data folder of its own).
 */
export function roleFromEnv(env: NodeJS.ProcessEnv): RoleRead {
  const asked = env.MODAVI_ROLE?.trim().toLowerCase() || SERVER_ROLE_DEFAULT;
  const role = SERVER_ROLES.find((known) => known === asked);
  if (role === undefined) return { refusal: `MODAVI_ROLE must be one of ${SERVER_ROLES.join(', ')}: got '${env.MODAVI_ROLE}'.` };
  if (role !== 'all' && !env.DATABASE_URL) {
    return { refusal: `MODAVI_ROLE=${role} needs PostgreSQL (DATABASE_URL): the embedded database serves one process, which runs as 'all'.` };
  }
  return { role };
}
