import { TOKEN_SECRET_DEFAULT, type ServerConfig } from '../config.js';

/**
 * Why a production deployment must not start, or null. The default token secret is public (it
 * is in this repository): every login and no-login cookie sealed with it opens for anyone.
 */
export function productionRefusal(config: ServerConfig): string | null {
  if (config.auth.devTools) return null;
  if (config.runtime.tokenSecret === TOKEN_SECRET_DEFAULT) {
    return 'MODAVI_ENV=production needs MODAVI_TOKEN_SECRET: the default secret is public. Set your own and start again.';
  }
  return null;
}
