import {
  httpAdminShopApplicationGateway,
  httpSellerAccountGateway,
  httpSellerApplicationGateway,
  httpSellerContactGateway,
  httpSellerOrderGateway,
  httpSellerRefundGateway,
  httpAdminRefundGateway,
  httpSellerProductGateway,
  httpSellerShopGateway,
  httpSellerMarketingGateway,
  httpSellerSettingsGateway,
  httpSellerDashboardGateway,
  httpSellerIncomeGateway,
  httpAdminPayoutGateway,
  httpSellerChatGateway,
  httpNotificationGateway,
  type HttpClient,
} from '@modavi/adapters';
import type {
  AdminShopApplicationGateway,
  SellerAccountGateway,
  SellerApplicationGateway,
  SellerContactGateway,
  SellerOrderGateway,
  SellerRefundGateway,
  AdminRefundGateway,
  SellerProductGateway,
  SellerShopGateway,
  SellerMarketingGateway,
  SellerSettingsGateway,
  SellerDashboardGateway,
  SellerIncomeGateway,
  AdminPayoutGateway,
  SellerChatGateway,
  NotificationGateway,
} from '@modavi/core';
import { SELLER_NOTIFICATION_API_PATHS } from '@modavi/core';

/**
 * The seller area's and the admin console's gateways; loaded with the first of their pages, not
 * on a buyer's visit. Each capability adds its gateway here (one field, one line below).
 */
export interface SellerGateways {
  /** Which shop the account runs, and where its application stands. */
  readonly account: SellerAccountGateway;
  /** The account's shop registration: draft and submission. */
  readonly application: SellerApplicationGateway;
  /** The admin console's queue of shop applications. */
  readonly shopApplications: AdminShopApplicationGateway;
  /** The seller landing page's contact form. */
  readonly contact: SellerContactGateway;
  /** The shop's products and the admin's product queue. */
  readonly products: SellerProductGateway;
  /** The shop's categories, banners and size charts. */
  readonly shop: SellerShopGateway;
  /** The shop's orders: the list, the detail and the seller's steps on its part. */
  readonly orders: SellerOrderGateway;
  /** The shop's vouchers and promotion programs. */
  readonly marketing: SellerMarketingGateway;
  /** The shop's settings (cai-dat) and pause mode. */
  readonly settings: SellerSettingsGateway;
  /** The shop's refund requests and the seller's steps on them. */
  readonly refunds: SellerRefundGateway;
  /** The admin console's refund queue (escalations, completion). */
  readonly adminRefunds: AdminRefundGateway;
  /** The shop's dashboard (tong-quan) and its sales report. */
  readonly dashboard: SellerDashboardGateway;
  /** The shop's income (thu-nhap): balance, income lines, payouts, statement. */
  readonly income: SellerIncomeGateway;
  /** The admin console's payouts to shops and the platform's own figures. */
  readonly adminPayouts: AdminPayoutGateway;
  /** The shop's chat rooms (tro-chuyen); sending is the socket's. */
  readonly chat: SellerChatGateway;
  /** The seller's notifications about the shop (new orders, cancel and refund requests). */
  readonly notifications: NotificationGateway;
}

export const sellerGatewaysCreate = (client: HttpClient): SellerGateways => ({
  account: httpSellerAccountGateway(client),
  application: httpSellerApplicationGateway(client),
  shopApplications: httpAdminShopApplicationGateway(client),
  contact: httpSellerContactGateway(client),
  products: httpSellerProductGateway(client),
  shop: httpSellerShopGateway(client),
  orders: httpSellerOrderGateway(client),
  marketing: httpSellerMarketingGateway(client),
  settings: httpSellerSettingsGateway(client),
  refunds: httpSellerRefundGateway(client),
  adminRefunds: httpAdminRefundGateway(client),
  dashboard: httpSellerDashboardGateway(client),
  income: httpSellerIncomeGateway(client),
  adminPayouts: httpAdminPayoutGateway(client),
  chat: httpSellerChatGateway(client),
  notifications: httpNotificationGateway(client, SELLER_NOTIFICATION_API_PATHS),
});
