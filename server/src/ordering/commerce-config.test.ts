import { describe, expect, it } from 'vitest';
import { commerceConfigFromEnv } from './commerce-config.js';
import { SANDBOX_CREDENTIALS } from '../payments/gateway-config.js';

/** No GHN settings: the built-in tariff and, outside production, the simulator. */
const NO_GHN = { ghn: null, ghnMissing: [] };

describe('commerce configuration', () => {
  it('has dev routes outside production, a working gateway and the carrier at its schedule by default', () => {
    expect(commerceConfigFromEnv({})).toEqual({ devRoutes: true, paymentGatewayFail: false, orderWriteFail: null, paymentRetryFail: false, carrierSpeed: 1, paymentTimeoutMinutes: 30, gateways: SANDBOX_CREDENTIALS, carrier: NO_GHN });
  });

  it('reads MODAVI_ENV, MODAVI_PAYMENT_GATEWAY_FAIL, MODAVI_CARRIER_SPEED and MODAVI_PAYMENT_TIMEOUT_MINUTES', () => {
    expect(
      commerceConfigFromEnv({ MODAVI_ENV: 'Production', MODAVI_PAYMENT_GATEWAY_FAIL: '1', MODAVI_CARRIER_SPEED: '60', MODAVI_PAYMENT_TIMEOUT_MINUTES: '5' }),
    ).toEqual({ devRoutes: false, paymentGatewayFail: true, orderWriteFail: null, paymentRetryFail: false, carrierSpeed: 60, paymentTimeoutMinutes: 5, gateways: { momo: null, vnpay: null, onepay: null }, carrier: NO_GHN });
    expect(commerceConfigFromEnv({ MODAVI_CARRIER_SPEED: '-3', MODAVI_PAYMENT_GATEWAY_FAIL: 'yes' })).toMatchObject({ carrierSpeed: 1, paymentGatewayFail: false });
  });

  it('reads the two fault switches: MODAVI_ORDER_WRITE_FAIL names a payment method, MODAVI_PAYMENT_RETRY_FAIL is 1', () => {
    expect(commerceConfigFromEnv({ MODAVI_ORDER_WRITE_FAIL: ' CASH ', MODAVI_PAYMENT_RETRY_FAIL: '1' })).toMatchObject({ orderWriteFail: 'CASH', paymentRetryFail: true });
    expect(commerceConfigFromEnv({ MODAVI_ORDER_WRITE_FAIL: 'cash', MODAVI_PAYMENT_RETRY_FAIL: 'true' })).toMatchObject({ orderWriteFail: null, paymentRetryFail: false });
  });

  it('ignores both fault switches in production', () => {
    expect(commerceConfigFromEnv({ MODAVI_ENV: 'production', MODAVI_ORDER_WRITE_FAIL: 'CASH', MODAVI_PAYMENT_RETRY_FAIL: '1' })).toMatchObject({ orderWriteFail: null, paymentRetryFail: false });
  });
});
