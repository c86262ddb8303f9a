import { SELLER_SETTINGS_ENDPOINTS, endpointPath, type Endpoint, type SellerSettingsGateway } from '@modavi/core';
import { endpointCall } from './endpoint-call.js';
import type { HttpClient } from './http-client.js';

/**
 * SellerSettingsGateway over core's SELLER_SETTINGS_ENDPOINTS; every answer is checked with the
 * declaration's schema. A save's body is typed by the port: its declaration has no `body`, the
 * server checking it with core's form rule (see seller-settings-endpoints.ts).
 */
export function httpSellerSettingsGateway(client: HttpClient): SellerSettingsGateway {
  const E = SELLER_SETTINGS_ENDPOINTS;
  // endpointCall's input has no body for a declaration without one: the same request, by hand.
  const save = <S extends Endpoint>(endpoint: S, body: object) =>
    client.request<S['answer']>({ method: endpoint.method, path: endpointPath(endpoint.path), schema: endpoint.answer, body });
  return {
    shipping: () => endpointCall(client, E.sellerShippingGet),
    shippingSave: (settings) => save(E.sellerShippingSave, settings),
    returnPolicy: () => endpointCall(client, E.sellerReturnPolicyGet),
    returnPolicySave: (policy) => save(E.sellerReturnPolicySave, policy),
    payment: () => endpointCall(client, E.sellerPaymentGet),
    paymentSave: (settings) => save(E.sellerPaymentSave, settings),
    shopInfo: () => endpointCall(client, E.sellerShopInfoGet),
    shopInfoSave: (info) => save(E.sellerShopInfoSave, info),
    pause: () => endpointCall(client, E.sellerPauseGet),
    pauseStart: (request) => save(E.sellerPauseStart, request),
    pauseEnd: () => endpointCall(client, E.sellerPauseEnd),
  };
}
