import type { PaymentGateway } from '@modavi/core';
import type { GatewayCredentials } from '../gateway-config.js';
import type { PaymentGatewayClient } from './gateway-client.js';
import { momoClient } from './momo-client.js';
import { vnpayClient } from './vnpay-client.js';

type Clients = Readonly<Record<PaymentGateway, PaymentGatewayClient | null>>;

/** One set of clients per credentials object (the server's config holds one), so each gateway keeps one breaker. */
const made = new WeakMap<GatewayCredentials, Clients>();

function clientsMake(credentials: GatewayCredentials): Clients {
  const { momo, vnpay } = credentials;
  return {
    momo: momo?.endpoint ? momoClient({ ...momo, endpoint: momo.endpoint }) : null,
    vnpay: vnpay?.payUrl && vnpay.apiUrl ? vnpayClient({ ...vnpay, payUrl: vnpay.payUrl, apiUrl: vnpay.apiUrl }) : null,
    onepay: null,
  };
}

/**
 * The client of a gateway whose addresses are set, or null: outside production that gateway is
 * played by the sandbox page (production offers no gateway without them, gatewayCredentialsFromEnv).
 */
export function gatewayClient(credentials: GatewayCredentials, gateway: PaymentGateway): PaymentGatewayClient | null {
  let clients = made.get(credentials);
  if (!clients) {
    clients = clientsMake(credentials);
    made.set(credentials, clients);
  }
  return clients[gateway];
}
