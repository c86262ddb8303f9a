import { httpAccountGateway, httpAuthGateway, httpNotificationGateway, type HttpClient } from '@modavi/adapters';
import type { AccountGateway, AuthGateway, NotificationGateway } from '@modavi/core';

/** The account pages' gateways; loaded with the first account page, not on the first visit. */
export interface AccountGateways {
  readonly account: AccountGateway;
  /** The profile (`me`) and the password change. */
  readonly auth: AuthGateway;
  /** The buyer's notifications (/trang-ca-nhan/thong-bao). */
  readonly notifications: NotificationGateway;
}

export const accountGatewaysCreate = (client: HttpClient, baseUrl: string): AccountGateways => ({
  account: httpAccountGateway(client),
  auth: httpAuthGateway(client, baseUrl),
  notifications: httpNotificationGateway(client),
});
