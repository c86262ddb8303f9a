import type { PaymentGateway } from '@modavi/core';

/**
 * MoMo's merchant credentials: the partner code it knows us by and the two keys of its
 * signatures; `endpoint`, MoMo's API origin (`https://payment.momo.vn`): absent, the sandbox
 * page plays MoMo (never in production).
 */
export interface MomoCredentials {
  readonly merchant: string;
  readonly accessKey: string;
  readonly secret: string;
  readonly endpoint?: string;
}

/**
 * VNPay's terminal code and hash secret; `payUrl`, its payment page (`.../paymentv2/vpcpay.html`),
 * and `apiUrl`, its merchant web API (`.../merchant_webapi/api/transaction`, querydr and refund).
 */
export interface VnpayCredentials {
  readonly merchant: string;
  readonly secret: string;
  readonly payUrl?: string;
  readonly apiUrl?: string;
}

/**
 * OnePay's merchant id, access code and secure secret (hex); `domesticUrl` and
 * `internationalUrl`, its two paygates' pages; `queryUrl` (QueryDR) and `refundUrl`, with the
 * API user and password OnePay gives for them.
 */
export interface OnepayCredentials {
  readonly merchant: string;
  readonly secret: string;
  readonly accessCode?: string;
  readonly domesticUrl?: string;
  readonly internationalUrl?: string;
  readonly queryUrl?: string;
  readonly refundUrl?: string;
  readonly user?: string;
  readonly password?: string;
}

export interface GatewayCredentials {
  readonly momo: MomoCredentials | null;
  readonly vnpay: VnpayCredentials | null;
  readonly onepay: OnepayCredentials | null;
}

/**
 * What the sandbox gateway signs its callbacks with outside production, where no merchant
 * secret is set: public values, so anyone can sign a callback, which is why the sandbox and
 * these secrets never apply when MODAVI_ENV=production.
 */
export const SANDBOX_CREDENTIALS: GatewayCredentials = {
  momo: { merchant: 'MODAVISANDBOX', accessKey: 'sandbox-access-key', secret: 'sandbox-momo-secret-key' },
  vnpay: { merchant: 'MODAVI01', secret: 'SANDBOXVNPAYHASHSECRET' },
  onepay: { merchant: 'MODAVISANDBOX', secret: 'A3EFDFABA8653DF2342E8DAC29B51AF0' },
};

const read = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

/** The named settings that are set, as an object without the others (exact optional properties). */
function settings<K extends string>(env: NodeJS.ProcessEnv, names: Readonly<Record<K, string>>): Partial<Record<K, string>> {
  const entries = Object.entries<string>(names).map(([key, name]) => [key, read(env, name)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== '')) as Partial<Record<K, string>>;
}

const MOMO_API = { endpoint: 'MODAVI_MOMO_ENDPOINT' } as const;
const VNPAY_API = { payUrl: 'MODAVI_VNPAY_PAY_URL', apiUrl: 'MODAVI_VNPAY_API_URL' } as const;
const ONEPAY_API = {
  accessCode: 'MODAVI_ONEPAY_ACCESS_CODE',
  domesticUrl: 'MODAVI_ONEPAY_DOMESTIC_URL',
  internationalUrl: 'MODAVI_ONEPAY_INTERNATIONAL_URL',
  queryUrl: 'MODAVI_ONEPAY_QUERY_URL',
  refundUrl: 'MODAVI_ONEPAY_REFUND_URL',
  user: 'MODAVI_ONEPAY_USER',
  password: 'MODAVI_ONEPAY_PASSWORD',
} as const;

/**
 * The merchant credentials and addresses of each gateway: MODAVI_MOMO_PARTNER_CODE,
 * _ACCESS_KEY, _SECRET_KEY and _ENDPOINT; MODAVI_VNPAY_TMN_CODE, _HASH_SECRET, _PAY_URL and
 * _API_URL; MODAVI_ONEPAY_MERCHANT, _SECURE_SECRET (hex), _ACCESS_CODE, _DOMESTIC_URL,
 * _INTERNATIONAL_URL, _QUERY_URL, _REFUND_URL, _USER and _PASSWORD. In production a gateway
 * missing any of them is none (its payment methods are not offered, its callbacks are refused):
 * it could not open a payment or give money back. Elsewhere a gateway without its credentials
 * uses the sandbox's, and one without its addresses is played by the sandbox page; with its
 * addresses set (a local stand-in, or the gateway's test site) it is called for real.
 */
export function gatewayCredentialsFromEnv(env: NodeJS.ProcessEnv, production: boolean): GatewayCredentials {
  const momoKeys = [read(env, 'MODAVI_MOMO_PARTNER_CODE'), read(env, 'MODAVI_MOMO_ACCESS_KEY'), read(env, 'MODAVI_MOMO_SECRET_KEY')] as const;
  const vnpayKeys = [read(env, 'MODAVI_VNPAY_TMN_CODE'), read(env, 'MODAVI_VNPAY_HASH_SECRET')] as const;
  const onepayKeys = [read(env, 'MODAVI_ONEPAY_MERCHANT'), read(env, 'MODAVI_ONEPAY_SECURE_SECRET')] as const;
  const momoApi = settings(env, MOMO_API);
  const vnpayApi = settings(env, VNPAY_API);
  const onepayApi = settings(env, ONEPAY_API);
  const complete = (api: object, names: object) => Object.keys(api).length === Object.keys(names).length;
  const momo = momoKeys.every((part) => part !== '') ? { merchant: momoKeys[0], accessKey: momoKeys[1], secret: momoKeys[2] } : null;
  const vnpay = vnpayKeys.every((part) => part !== '') ? { merchant: vnpayKeys[0], secret: vnpayKeys[1] } : null;
  const onepay = onepayKeys[0] !== '' && /^(?:[0-9a-fA-F]{2})+$/.test(onepayKeys[1]) ? { merchant: onepayKeys[0], secret: onepayKeys[1] } : null;
  if (production) {
    return {
      momo: momo && complete(momoApi, MOMO_API) ? { ...momo, ...momoApi } : null,
      vnpay: vnpay && complete(vnpayApi, VNPAY_API) ? { ...vnpay, ...vnpayApi } : null,
      onepay: onepay && complete(onepayApi, ONEPAY_API) ? { ...onepay, ...onepayApi } : null,
    };
  }
  return {
    momo: { ...(momo ?? SANDBOX_CREDENTIALS.momo), ...momoApi } as MomoCredentials,
    vnpay: { ...(vnpay ?? SANDBOX_CREDENTIALS.vnpay), ...vnpayApi } as VnpayCredentials,
    onepay: { ...(onepay ?? SANDBOX_CREDENTIALS.onepay), ...onepayApi } as OnepayCredentials,
  };
}

/** The gateways this deployment can verify callbacks of. */
export const gatewaysConfigured = (credentials: GatewayCredentials): readonly PaymentGateway[] =>
  (['momo', 'vnpay', 'onepay'] as const).filter((gateway) => credentials[gateway] !== null);
