import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS, gatewayCredentialsFromEnv, gatewaysConfigured } from './gateway-config.js';

describe('gateway merchant credentials', () => {
  it('outside production, a gateway without credentials is played by the sandbox', () => {
    expect(gatewayCredentialsFromEnv({}, false)).toEqual(SANDBOX_CREDENTIALS);
  });

  it('in production, a gateway missing any part (or a OnePay secret that is not hex, or its addresses) is not configured', () => {
    const credentials = gatewayCredentialsFromEnv(
      {
        MODAVI_MOMO_ENDPOINT: 'https://payment.momo.vn',
        MODAVI_VNPAY_PAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
        MODAVI_MOMO_PARTNER_CODE: 'P',
        MODAVI_MOMO_ACCESS_KEY: 'A',
        MODAVI_MOMO_SECRET_KEY: ' S ',
        MODAVI_VNPAY_TMN_CODE: 'T',
        MODAVI_ONEPAY_MERCHANT: 'O',
        MODAVI_ONEPAY_SECURE_SECRET: 'not-hex',
      },
      true,
    );
    expect(credentials).toEqual({ momo: { merchant: 'P', accessKey: 'A', secret: 'S', endpoint: 'https://payment.momo.vn' }, vnpay: null, onepay: null });
    expect(gatewaysConfigured(credentials)).toEqual(['momo']);
    // Credentials without the gateway's address: it could not open a payment, so it is not offered.
    const noEndpoint = gatewayCredentialsFromEnv({ MODAVI_MOMO_PARTNER_CODE: 'P', MODAVI_MOMO_ACCESS_KEY: 'A', MODAVI_MOMO_SECRET_KEY: 'S' }, true);
    expect(gatewaysConfigured(noEndpoint)).toEqual([]);
  });

  it('outside production, a gateway with its address set is called there, with the sandbox credentials unless its own are set', () => {
    const credentials = gatewayCredentialsFromEnv({ MODAVI_MOMO_ENDPOINT: 'http://127.0.0.1:9999' }, false);
    expect(credentials.momo).toEqual({ ...SANDBOX_CREDENTIALS.momo, endpoint: 'http://127.0.0.1:9999' });
    expect(credentials.vnpay).toEqual(SANDBOX_CREDENTIALS.vnpay);
  });
});
