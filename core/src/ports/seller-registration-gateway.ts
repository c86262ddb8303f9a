import type { ContactForm } from '../community/contact-form.js';
import type { SellerApplication } from '../shop/seller-application.js';
import type {
  SellerApplicationDraft,
  SellerApplicationRecord,
  ShopApplicationDetail,
  ShopApplicationSummary,
} from '../seller-registration/seller-registration.js';
import type { ShopApplicationQuery } from '../seller-registration/shop-application-queue.js';
import type { SellerContactAnswer } from '../seller-registration/seller-contact.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** The signed-in account's shop registration: its draft, kept while filling, and its submission. */
export interface SellerApplicationGateway {
  application(): Promise<Result<SellerApplicationRecord, GatewayError>>;
  draftSave(form: SellerApplicationDraft): Promise<Result<SellerApplicationRecord, GatewayError>>;
  submit(application: SellerApplication): Promise<Result<SellerApplicationRecord, GatewayError>>;
}

export interface ShopApplicationPage {
  readonly items: readonly ShopApplicationSummary[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** The admin's queue of shop applications and the decision on each (spec 6). */
export interface AdminShopApplicationGateway {
  list(query: ShopApplicationQuery): Promise<Result<ShopApplicationPage, GatewayError>>;
  application(id: string): Promise<Result<ShopApplicationDetail, GatewayError>>;
  approve(id: string): Promise<Result<ShopApplicationDetail, GatewayError>>;
  reject(id: string, reason: string): Promise<Result<ShopApplicationDetail, GatewayError>>;
}

/** The seller landing page's contact form, sent by anyone. */
export interface SellerContactGateway {
  contactSend(form: ContactForm): Promise<Result<SellerContactAnswer, GatewayError>>;
}
