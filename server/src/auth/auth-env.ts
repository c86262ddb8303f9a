import type { ApiEnv } from '../http/api-env.js';
import type { UserRecord } from './users.js';

/** The API environment of the account routes: the session, and the account behind it. */
export interface AuthEnv {
  Variables: ApiEnv['Variables'] & {
    user: UserRecord;
  };
}
