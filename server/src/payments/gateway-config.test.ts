import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS, gatewayCredentialsFromEnv, gatewaysConfigured } from './gateway-config.js';

describe('gateway merchant credentials', () => {
  it('outside production, a gateway without credentials is played by the sandbox', () => {
    expect(gatewayCredentialsFromEnv({}, false)).toEqual(SANDBOX_CREDENTIALS);
  });

  it('in production, a gateway missing any part (or a OnePay secret that is not hex) is not configured', () => {
    const credentials = gatewayCredentialsFromEnv(
      {
        MODAVI_MOMO_PARTNER_CODE: 'P',
        MODAVI_MOMO_ACCESS_KEY: 'A',
        MODAVI_MOMO_SECRET_KEY: ' S ',
        MODAVI_VNPAY_TMN_CODE: 'T',
        MODAVI_ONEPAY_MERCHANT: 'O',
        MODAVI_ONEPAY_SECURE_SECRET: 'not-hex',
      },
      true,
    );
    expect(credentials).toEqual({ momo: { merchant: 'P', accessKey: 'A', secret: 'S' }, vnpay: null, onepay: null });
    expect(gatewaysConfigured(credentials)).toEqual(['momo']);
  });
});
