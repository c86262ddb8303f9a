import { PAYMENT_METHODS, type PaymentMethod } from '@modavi/core';
import { gatewayCredentialsFromEnv, type GatewayCredentials } from '../payments/gateway-config.js';
import { carrierSettingsFromEnv, type CarrierSettings } from '../carrier/ghn/ghn-config.js';

/** Settings of checkout, payments and the carrier simulator, read from the environment. */
export interface CommerceConfig {
  /**
   * The dev routes (`api/v1/dev/...`: seller and admin tokens, carrier steps). On unless
   * MODAVI_ENV=production, like the account helpers: the browser tests run the production
   * build locally, so NODE_ENV cannot tell a trial from a deployment.
   */
  readonly devRoutes: boolean;
  /** MODAVI_PAYMENT_GATEWAY_FAIL=1: the sandbox gateway refuses to make payment links. */
  readonly paymentGatewayFail: boolean;
  /**
   * MODAVI_ORDER_WRITE_FAIL=<payment method>: placing an order paid that way fails after its
   * rows are written (all rolled back), the spec's 'error creating order'. For trying that
   * error in a browser; only one method, so the other orders of a trial still go through.
   */
  readonly orderWriteFail: PaymentMethod | null;
  /**
   * MODAVI_PAYMENT_RETRY_FAIL=1: a new payment attempt for an unpaid order fails while it is
   * written (rolled back), the spec's 'error while purchasing'. The first attempt is unaffected.
   */
  readonly paymentRetryFail: boolean;
  /** MODAVI_CARRIER_SPEED: how many times faster than its schedule the simulated carrier runs. */
  readonly carrierSpeed: number;
  /** MODAVI_PAYMENT_TIMEOUT_MINUTES: an online order still unpaid after this is cancelled. */
  readonly paymentTimeoutMinutes: number;
  /**
   * Merchant credentials of MoMo, VNPay and OnePay, which callbacks are verified with. In
   * production a gateway without them is not offered (gatewayCredentialsFromEnv).
   */
  readonly gateways: GatewayCredentials;
  /** GHN's settings when all are set (carrierSettingsFromEnv); otherwise (or absent) the built-in tariff and simulator. */
  readonly carrier?: CarrierSettings;
}

const positive = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
};

export const CARRIER_SPEED_DEFAULT = 1;
export const PAYMENT_TIMEOUT_MINUTES_DEFAULT = 30;

export function commerceConfigFromEnv(env: NodeJS.ProcessEnv): CommerceConfig {
  const trial = env.MODAVI_ENV?.trim().toLowerCase() !== 'production';
  return {
    devRoutes: trial,
    paymentGatewayFail: env.MODAVI_PAYMENT_GATEWAY_FAIL?.trim() === '1',
    // The two fault switches throw away real orders and payments: a deployment never honours them.
    orderWriteFail: trial ? (PAYMENT_METHODS.find((method) => method === env.MODAVI_ORDER_WRITE_FAIL?.trim()) ?? null) : null,
    paymentRetryFail: trial && env.MODAVI_PAYMENT_RETRY_FAIL?.trim() === '1',
    carrierSpeed: positive(env.MODAVI_CARRIER_SPEED, CARRIER_SPEED_DEFAULT),
    paymentTimeoutMinutes: positive(env.MODAVI_PAYMENT_TIMEOUT_MINUTES, PAYMENT_TIMEOUT_MINUTES_DEFAULT),
    gateways: gatewayCredentialsFromEnv(env, !trial),
    carrier: carrierSettingsFromEnv(env),
  };
}
