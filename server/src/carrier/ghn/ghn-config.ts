/**
 * GHN's settings: the API token and shop id its dashboard gives (sent as the `Token` and
 * `ShopId` headers), its API base (`https://online-gateway.ghn.vn/shiip/public-api`; test
 * `https://dev-online-gateway.ghn.vn/shiip/public-api`), and the secret of our webhook address.
 * GHN signs none of its status callbacks: the address registered with it carries this secret
 * (`{public}/api/v1/carrier/ghn/webhook?secret=...`), and a callback must name our shop id.
 */
export interface GhnSettings {
  readonly token: string;
  readonly shopId: string;
  readonly apiUrl: string;
  readonly webhookSecret: string;
}

/** The carrier of this deployment: GHN with its settings, or the built-in tariff (and, outside production, the simulator). */
export interface CarrierSettings {
  readonly ghn: GhnSettings | null;
  /** GHN settings that are missing while others are set: production refuses to start (productionRefusal). */
  readonly ghnMissing: readonly string[];
}

export const GHN_SETTING_NAMES = {
  token: 'MODAVI_GHN_TOKEN',
  shopId: 'MODAVI_GHN_SHOP_ID',
  apiUrl: 'MODAVI_GHN_API_URL',
  webhookSecret: 'MODAVI_GHN_WEBHOOK_SECRET',
} as const satisfies Record<keyof GhnSettings, string>;

/** A webhook secret anyone could guess is none: the webhook moves orders. */
export const GHN_WEBHOOK_SECRET_MIN = 16;

/**
 * Reads MODAVI_GHN_TOKEN, _SHOP_ID, _API_URL and _WEBHOOK_SECRET. None set: the built-in
 * tariff. All set (a shop id of digits, an http(s) API address, a secret of 16 characters or
 * more): GHN, in every environment (outside production, its test site or the local stand-in).
 * Some set: not GHN, and the missing ones named, which production refuses to start with.
 */
export function carrierSettingsFromEnv(env: NodeJS.ProcessEnv): CarrierSettings {
  const value = (name: string) => env[name]?.trim() ?? '';
  const read = Object.fromEntries(Object.entries(GHN_SETTING_NAMES).map(([key, name]) => [key, value(name)])) as Record<keyof GhnSettings, string>;
  const invalid = (key: keyof GhnSettings): boolean => {
    const text = read[key];
    if (text === '') return true;
    if (key === 'shopId') return !/^\d+$/.test(text);
    if (key === 'apiUrl') return !/^https?:\/\/\S+$/.test(text);
    if (key === 'webhookSecret') return text.length < GHN_WEBHOOK_SECRET_MIN;
    return false;
  };
  const keys = Object.keys(GHN_SETTING_NAMES) as (keyof GhnSettings)[];
  if (keys.every((key) => read[key] === '')) return { ghn: null, ghnMissing: [] };
  const missing = keys.filter(invalid).map((key) => GHN_SETTING_NAMES[key]);
  if (missing.length > 0) return { ghn: null, ghnMissing: missing };
  return { ghn: { ...read, apiUrl: read.apiUrl.replace(/\/+$/, '') }, ghnMissing: [] };
}
