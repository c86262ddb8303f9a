import type { PaymentGateway } from '@modavi/core';

/** MoMo's merchant credentials: the partner code it knows us by and the two keys of its signatures. */
export interface MomoCredentials {
  readonly merchant: string;
  readonly accessKey: string;
  readonly secret: string;
}

/** VNPay's terminal code and hash secret; OnePay's merchant id and secure secret (hex). */
export interface MerchantCredentials {
  readonly merchant: string;
  readonly secret: string;
}

export interface GatewayCredentials {
  readonly momo: MomoCredentials | null;
  readonly vnpay: MerchantCredentials | null;
  readonly onepay: MerchantCredentials | null;
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

/**
 * The merchant credentials of each gateway: MODAVI_MOMO_PARTNER_CODE, _ACCESS_KEY and
 * _SECRET_KEY; MODAVI_VNPAY_TMN_CODE and _HASH_SECRET; MODAVI_ONEPAY_MERCHANT and
 * _SECURE_SECRET (hex). A gateway missing any of them: in production none (its payment methods
 * are not offered, its callbacks are refused); elsewhere the sandbox's.
 */
export function gatewayCredentialsFromEnv(env: NodeJS.ProcessEnv, production: boolean): GatewayCredentials {
  const fallback = <T>(value: T | null, sandbox: T | null): T | null => value ?? (production ? null : sandbox);
  const momo = [read(env, 'MODAVI_MOMO_PARTNER_CODE'), read(env, 'MODAVI_MOMO_ACCESS_KEY'), read(env, 'MODAVI_MOMO_SECRET_KEY')] as const;
  const vnpay = [read(env, 'MODAVI_VNPAY_TMN_CODE'), read(env, 'MODAVI_VNPAY_HASH_SECRET')] as const;
  const onepay = [read(env, 'MODAVI_ONEPAY_MERCHANT'), read(env, 'MODAVI_ONEPAY_SECURE_SECRET')] as const;
  const onepayHex = /^(?:[0-9a-fA-F]{2})+$/.test(onepay[1]);
  return {
    momo: fallback(momo.every((part) => part !== '') ? { merchant: momo[0], accessKey: momo[1], secret: momo[2] } : null, SANDBOX_CREDENTIALS.momo),
    vnpay: fallback(vnpay.every((part) => part !== '') ? { merchant: vnpay[0], secret: vnpay[1] } : null, SANDBOX_CREDENTIALS.vnpay),
    onepay: fallback(onepay[0] !== '' && onepayHex ? { merchant: onepay[0], secret: onepay[1] } : null, SANDBOX_CREDENTIALS.onepay),
  };
}

/** The gateways this deployment can verify callbacks of. */
export const gatewaysConfigured = (credentials: GatewayCredentials): readonly PaymentGateway[] =>
  (['momo', 'vnpay', 'onepay'] as const).filter((gateway) => credentials[gateway] !== null);
