import { TOKEN_SECRET_DEFAULT, type ServerConfig } from '../config.js';

const urlProtocol = (address: string): string => {
  try {
    return new URL(address).protocol;
  } catch {
    return '';
  }
};

/**
 * Why a production deployment must not start, or null. The default token secret is public (it
 * is in this repository): every login and no-login cookie sealed with it opens for anyone. A
 * code pepper must be given so every process keys codes alike. The
 * public address must be given (MODAVI_PUBLIC_URL), never taken from a request's Host.
 */
export function productionRefusal(config: ServerConfig): string | null {
  if (config.auth.devTools) return null;
  if (config.runtime.tokenSecret === TOKEN_SECRET_DEFAULT) {
    return 'MODAVI_ENV=production needs MODAVI_TOKEN_SECRET: the default secret is public. Set your own and start again.';
  }
  // Issue 26: without a pepper each process draws its own at start, so a code sent by one
  // process fails on another and every code in flight dies with a restart.
  if (!config.auth.pepperConfigured) {
    return 'MODAVI_ENV=production needs MODAVI_CODE_PEPPER (a long random secret, the same for every process): one-time codes and social logins are keyed with it.';
  }
  // Issue 24: robots.txt, the sitemap, canonical and Open Graph addresses name the site. Without
  // its address they would name whatever Host a request claimed, in answers caches keep for everyone.
  const publicUrl = config.auth.publicUrl;
  if (publicUrl === null) {
    return 'MODAVI_ENV=production needs MODAVI_PUBLIC_URL (e.g. https://modavi.vn): the site names its own address in robots.txt, the sitemap and shared links.';
  }
  if (!/^https?:$/.test(urlProtocol(publicUrl))) return `MODAVI_PUBLIC_URL must be an http(s) address: got '${publicUrl}'.`;
  // Issue 27: a service account that was given but cannot be read would silence every push.
  if (config.push.problem !== null) return `MODAVI_FCM_SERVICE_ACCOUNT: ${config.push.problem}.`;
  // Issue 27: half of GHN's settings would quote fees by the built-in tariff and ship nothing.
  const ghnMissing = config.commerce.carrier?.ghnMissing ?? [];
  if (ghnMissing.length > 0) {
    return `GHN is half set up: ${ghnMissing.join(', ')} missing or not valid (a shop id of digits, an http(s) API address, a webhook secret of 16 characters or more). Set them all, or none for the built-in tariff.`;
  }
  return null;
}
