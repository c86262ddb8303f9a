import {
  SellerApplicationRecordSchema,
  SellerContactAnswerSchema,
  ShopApplicationDetailSchema,
  ShopApplicationSummarySchema,
  pageSchema,
  type AdminShopApplicationGateway,
  type SellerApplicationGateway,
  type SellerContactGateway,
  SELLER_API_PATHS,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerApplicationGateway over `api/v1/mobile/seller/application` (GET, PUT the draft, POST submit). */
export function httpSellerApplicationGateway(client: HttpClient): SellerApplicationGateway {
  return {
    application: () => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerApplication, schema: SellerApplicationRecordSchema }),
    draftSave: (form) => client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerApplication, schema: SellerApplicationRecordSchema, body: form }),
    submit: (application) =>
      client.request({ method: 'POST', path: SELLER_API_PATHS.sellerApplicationSubmit, schema: SellerApplicationRecordSchema, body: application }),
  };
}

const ShopApplicationPageSchema = pageSchema(ShopApplicationSummarySchema);

/** AdminShopApplicationGateway over `api/v1/cms-admin/shop-applications`. */
export function httpAdminShopApplicationGateway(client: HttpClient): AdminShopApplicationGateway {
  return {
    list: (query) =>
      client.request({
        method: 'GET',
        path: ADMIN_API_PATHS.adminShopApplications,
        schema: ShopApplicationPageSchema,
        query: { status: query.status, page: query.page, q: query.q?.trim() ? query.q.trim() : undefined },
      }),
    application: (id) => client.request({ method: 'GET', path: ADMIN_API_PATHS.adminShopApplication(id), schema: ShopApplicationDetailSchema }),
    approve: (id) => client.request({ method: 'POST', path: ADMIN_API_PATHS.adminShopApplicationApprove(id), schema: ShopApplicationDetailSchema }),
    reject: (id, reason) =>
      client.request({ method: 'POST', path: ADMIN_API_PATHS.adminShopApplicationReject(id), schema: ShopApplicationDetailSchema, body: { reason } }),
  };
}

/** SellerContactGateway over `POST api/v1/public/seller-contacts`. */
export function httpSellerContactGateway(client: HttpClient): SellerContactGateway {
  return {
    contactSend: (form) => client.request({ method: 'POST', path: SELLER_API_PATHS.sellerContacts, schema: SellerContactAnswerSchema, body: form }),
  };
}
