import type { PaymentGateway } from '@modavi/core';
import type { GatewayCredentials, OnepayCredentials } from '../gateway-config.js';
import type { PaymentGatewayClient } from './gateway-client.js';
import { momoClient } from './momo-client.js';
import { onepayClient } from './onepay-client.js';
import { vnpayClient } from './vnpay-client.js';

type Clients = Readonly<Record<PaymentGateway, PaymentGatewayClient | null>>;

/** One set of clients per credentials object (the server's config holds one), so each gateway keeps one breaker. */
const made = new WeakMap<GatewayCredentials, Clients>();

const onepayComplete = (onepay: OnepayCredentials): onepay is Required<OnepayCredentials> =>
  [onepay.accessCode, onepay.domesticUrl, onepay.internationalUrl, onepay.queryUrl, onepay.refundUrl, onepay.user, onepay.password].every((part) => !!part);

function clientsMake(credentials: GatewayCredentials): Clients {
  const { momo, vnpay, onepay } = credentials;
  return {
    momo: momo?.endpoint ? momoClient({ ...momo, endpoint: momo.endpoint }) : null,
    vnpay: vnpay?.payUrl && vnpay.apiUrl ? vnpayClient({ ...vnpay, payUrl: vnpay.payUrl, apiUrl: vnpay.apiUrl }) : null,
    onepay: onepay && onepayComplete(onepay) ? onepayClient(onepay) : null,
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
