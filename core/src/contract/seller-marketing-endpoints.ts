import * as z from 'zod/mini';
import { SELLER_MARKETING_PATHS } from '../api/seller-marketing-paths.js';
import { SellerPromotionPageSchema, SellerPromotionSchema } from '../promotions/seller-promotion.js';
import { SellerVoucherPageSchema, SellerVoucherSchema, ShopCustomerOptionsSchema } from '../promotions/seller-voucher.js';
import { endpoint } from './endpoint.js';

/**
 * A list's `?page=&limit=&q=&status=` as sent: optional texts, since the list's rule
 * (sellerListQueryRead, in the route) reads anything it does not understand as its default
 * (page 1, the default size, no search, every status) and caps the size, refusing nothing.
 */
export const SellerCampaignListQuerySchema = z.object({
  page: z.optional(z.string()),
  limit: z.optional(z.string()),
  q: z.optional(z.string()),
  status: z.optional(z.string()),
});

/** The promotion list's query: the list's, and the programs' `type` (promotionTypeRead: an unknown one is the default type). */
export const SellerPromotionListQuerySchema = z.extend(SellerCampaignListQuerySchema, { type: z.optional(z.string()) });

/** `?q=` a name to search, or `?ids=` (comma-separated, an empty one naming none) the customers to show. */
export const ShopCustomerOptionsQuerySchema = z.object({ q: z.optional(z.string()), ids: z.optional(z.string()) });

/** What a delete answers. */
export const CampaignDeletedSchema = z.object({ deleted: z.boolean() });

const SELLER_ERRORS = ['SELLER_SHOP.NOT_ALLOWED'] as const;

const VOUCHER_FORM_ERRORS = [
  'REQUEST.INVALID',
  'VOUCHER.REQUIRED',
  'VOUCHER.CODE_INVALID',
  'VOUCHER.CODE_TOO_LONG',
  'VOUCHER.NAME_TOO_LONG',
  'VOUCHER.END_BEFORE_START',
  'VOUCHER.VALUE_POSITIVE',
  'VOUCHER.PERCENT_RANGE',
  'VOUCHER.MAX_DISCOUNT_POSITIVE',
  'VOUCHER.BUDGET_POSITIVE',
  'VOUCHER.MIN_ORDER_INVALID',
  'VOUCHER.COUNT_INVALID',
  'VOUCHER.PRODUCTS_REQUIRED',
  'VOUCHER.END_IN_PAST',
  'VOUCHER.PRODUCT_NOT_IN_SHOP',
  'VOUCHER.USER_NOT_CUSTOMER',
  'VOUCHER.CODE_TAKEN',
] as const;
const VOUCHER_FOUND_ERRORS = [...SELLER_ERRORS, 'VOUCHER.NOT_FOUND'] as const;

const PROMOTION_FORM_ERRORS = [
  'REQUEST.INVALID',
  'PROMOTION.REQUIRED',
  'PROMOTION.NAME_TOO_LONG',
  'PROMOTION.DESCRIPTION_TOO_LONG',
  'PROMOTION.END_BEFORE_START',
  'PROMOTION.DISCOUNT_RANGE',
  'PROMOTION.MAX_DISCOUNT_POSITIVE',
  'PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT',
  'PROMOTION.LIMIT_INVALID',
  'PROMOTION.PRODUCTS_REQUIRED',
  'PROMOTION.PRODUCT_DUPLICATE',
  'PROMOTION.PRODUCT_LIMIT_INVALID',
  'PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT',
  'PROMOTION.END_IN_PAST',
  'PROMOTION.FLASH_SALE_TOO_LONG',
  'PROMOTION.PRODUCT_NOT_IN_SHOP',
  'PROMOTION.IMAGE_NOT_UPLOADED',
  'PROMOTION.PRODUCT_IN_OTHER_PROGRAM',
] as const;
const PROMOTION_FOUND_ERRORS = [...SELLER_ERRORS, 'PROMOTION.NOT_FOUND'] as const;

const P = SELLER_MARKETING_PATHS;
const VOUCHER = `${P.vouchers}/:id`;
const PROMOTION = `${P.promotions}/:id`;

/*
 * Creates and changes declare no `body`: the server checks each with core's form rule
 * (voucherFormValidate, promotionFormValidate, on the promotion's items priced by the server),
 * which answers each field's own code (VOUCHER.REQUIRED, PROMOTION.DISCOUNT_RANGE, ...) where the
 * forms' zod schemas would refuse the same inputs with REQUEST.INVALID; the bodies' types are the
 * gateway port's (VoucherForm; PromotionForm, with the program's `type` on create).
 */

/** The shop's vouchers (ma-giam-gia) and promotion programs (chuong-trinh-cua-toi), of the caller's own shop. */
export const SELLER_MARKETING_ENDPOINTS = {
  sellerVouchers: endpoint({
    id: 'sellerVouchers',
    method: 'GET',
    path: P.vouchers,
    policy: 'seller',
    summary: "A page of the shop's vouchers, with each tab's count.",
    query: SellerCampaignListQuerySchema,
    answer: SellerVoucherPageSchema,
    errors: SELLER_ERRORS,
  }),
  sellerVoucherCreate: endpoint({
    id: 'sellerVoucherCreate',
    method: 'POST',
    path: P.vouchers,
    policy: 'seller',
    status: 201,
    summary: 'Creates a voucher (body: VoucherForm).',
    answer: SellerVoucherSchema,
    errors: [...SELLER_ERRORS, ...VOUCHER_FORM_ERRORS],
  }),
  sellerVoucherCustomers: endpoint({
    id: 'sellerVoucherCustomers',
    method: 'GET',
    path: P.voucherCustomers,
    policy: 'seller',
    summary: "The shop's customers a voucher for chosen users may name: by name (at most 50), or the ones of `ids`.",
    query: ShopCustomerOptionsQuerySchema,
    answer: ShopCustomerOptionsSchema,
    errors: SELLER_ERRORS,
  }),
  sellerVoucher: endpoint({
    id: 'sellerVoucher',
    method: 'GET',
    path: VOUCHER,
    policy: 'seller',
    summary: "One of the shop's vouchers, with its usage.",
    answer: SellerVoucherSchema,
    errors: VOUCHER_FOUND_ERRORS,
  }),
  sellerVoucherUpdate: endpoint({
    id: 'sellerVoucherUpdate',
    method: 'PUT',
    path: VOUCHER,
    policy: 'seller',
    summary: 'Changes a voucher (body: VoucherForm); a running one keeps its terms, an ended one is history (409).',
    answer: SellerVoucherSchema,
    errors: [...VOUCHER_FOUND_ERRORS, ...VOUCHER_FORM_ERRORS, 'VOUCHER.NOT_EDITABLE', 'VOUCHER.LOCKED_WHILE_RUNNING', 'VOUCHER.COUNT_BELOW_USED'],
  }),
  sellerVoucherEnd: endpoint({
    id: 'sellerVoucherEnd',
    method: 'POST',
    path: `${VOUCHER}/end`,
    policy: 'seller',
    summary: 'Ends a running voucher now.',
    answer: SellerVoucherSchema,
    errors: [...VOUCHER_FOUND_ERRORS, 'VOUCHER.NOT_RUNNING'],
  }),
  sellerVoucherDelete: endpoint({
    id: 'sellerVoucherDelete',
    method: 'DELETE',
    path: VOUCHER,
    policy: 'seller',
    summary: 'Deletes a voucher that is not running.',
    answer: CampaignDeletedSchema,
    errors: [...VOUCHER_FOUND_ERRORS, 'VOUCHER.DELETE_RUNNING'],
  }),
  sellerPromotions: endpoint({
    id: 'sellerPromotions',
    method: 'GET',
    path: P.promotions,
    policy: 'seller',
    summary: "A page of the shop's promotion programs of one type, with each tab's count.",
    query: SellerPromotionListQuerySchema,
    answer: SellerPromotionPageSchema,
    errors: SELLER_ERRORS,
  }),
  sellerPromotionCreate: endpoint({
    id: 'sellerPromotionCreate',
    method: 'POST',
    path: P.promotions,
    policy: 'seller',
    status: 201,
    summary: "Creates a promotion program of the body's `type` (body: PromotionForm and type); items are priced at what buyers pay now.",
    answer: SellerPromotionSchema,
    errors: [...SELLER_ERRORS, ...PROMOTION_FORM_ERRORS],
  }),
  sellerPromotion: endpoint({
    id: 'sellerPromotion',
    method: 'GET',
    path: PROMOTION,
    policy: 'seller',
    summary: "One of the shop's programs, with each product's sales.",
    answer: SellerPromotionSchema,
    errors: PROMOTION_FOUND_ERRORS,
  }),
  sellerPromotionUpdate: endpoint({
    id: 'sellerPromotionUpdate',
    method: 'PUT',
    path: PROMOTION,
    policy: 'seller',
    summary: 'Changes a program (body: PromotionForm); a running one keeps its terms, an ended one is history (409).',
    answer: SellerPromotionSchema,
    errors: [...PROMOTION_FOUND_ERRORS, ...PROMOTION_FORM_ERRORS, 'PROMOTION.NOT_EDITABLE', 'PROMOTION.LOCKED_WHILE_RUNNING', 'PROMOTION.PRODUCT_LIMIT_BELOW_SOLD'],
  }),
  sellerPromotionEnd: endpoint({
    id: 'sellerPromotionEnd',
    method: 'POST',
    path: `${PROMOTION}/end`,
    policy: 'seller',
    summary: 'Ends a running program now.',
    answer: SellerPromotionSchema,
    errors: [...PROMOTION_FOUND_ERRORS, 'PROMOTION.NOT_RUNNING'],
  }),
  sellerPromotionDelete: endpoint({
    id: 'sellerPromotionDelete',
    method: 'DELETE',
    path: PROMOTION,
    policy: 'seller',
    summary: 'Deletes a program that is not running.',
    answer: CampaignDeletedSchema,
    errors: [...PROMOTION_FOUND_ERRORS, 'PROMOTION.DELETE_RUNNING'],
  }),
} as const;
