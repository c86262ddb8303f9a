import { ProviderBadAnswer, ProviderRefused, ProviderUnavailable } from '../../providers/provider-failure.js';
import type { GhnSettings } from './ghn-config.js';

export const GHN_PROVIDER = 'ghn';

/** GHN's API v2 paths under its base (`.../shiip/public-api`). */
export const GHN_PATHS = {
  province: '/master-data/province',
  district: '/master-data/district',
  ward: '/master-data/ward',
  fee: '/v2/shipping-order/fee',
  create: '/v2/shipping-order/create',
  cancel: '/v2/switch-status/cancel',
  detail: '/v2/shipping-order/detail',
} as const;

/** The calls GHN scopes to a shop (its `ShopId` header); the master data needs the token only. */
const SHOP_SCOPED = new Set<string>([GHN_PATHS.fee, GHN_PATHS.create, GHN_PATHS.cancel]);

/**
 * POSTs a JSON body to GHN with its `Token` (and `ShopId`) headers and answers its envelope's
 * `data`. GHN answers `{code, message, data}`: code 200 is success; any other code (with HTTP
 * 400 or 401) is a refusal, its `code_message` kept; unreachable or a 5xx is the provider
 * down; an answer that is no envelope is a bad answer. Thrown, so providerCall types them.
 */
export async function ghnPost(settings: GhnSettings, path: string, body: Readonly<Record<string, unknown>>, signal: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', Token: settings.token };
  if (SHOP_SCOPED.has(path)) headers['ShopId'] = settings.shopId;
  const response = await fetch(`${settings.apiUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  const text = await response.text();
  if (response.status >= 500) throw new ProviderUnavailable({ provider: GHN_PROVIDER, detail: `HTTP ${response.status}` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) {
    if (!response.ok) throw new ProviderRefused({ provider: GHN_PROVIDER, code: `HTTP ${response.status}`, detail: text.slice(0, 200) });
    throw new ProviderBadAnswer({ provider: GHN_PROVIDER, detail: 'not a GHN answer' });
  }
  const envelope = parsed as { code: unknown; message?: unknown; code_message?: unknown; data?: unknown };
  if (envelope.code !== 200) {
    const code = typeof envelope.code_message === 'string' && envelope.code_message !== '' ? envelope.code_message : String(envelope.code);
    throw new ProviderRefused({ provider: GHN_PROVIDER, code, detail: typeof envelope.message === 'string' ? envelope.message.slice(0, 200) : '' });
  }
  return envelope.data;
}
