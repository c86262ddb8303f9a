import * as z from 'zod/mini';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { TEXT_LIMITS } from '../shared/text-limits.js';
import { ShopApplicationStatusSchema, type ShopApplicationStatus } from '../identity/account-status.js';
import type { AdminProvince, AdminUnit } from '../account/admin-unit.js';
import type { SellerAddress } from '../shop/seller-application.js';

/**
 * The longest text a draft field may hold. A draft is the form as far as it is filled, so it
 * keeps what the rules would still refuse (a 30-character description), but no more than this:
 * the description may run past its 500 while the seller trims it, a photo is an upload's address.
 */
export const SELLER_APPLICATION_TEXT_MAX = {
  full_name: TEXT_LIMITS.name,
  dob: TEXT_LIMITS.code,
  phone: TEXT_LIMITS.code,
  id_number: TEXT_LIMITS.code,
  email: TEXT_LIMITS.email,
  tax_code: TEXT_LIMITS.code,
  bank_name: TEXT_LIMITS.name,
  account_number: TEXT_LIMITS.code,
  branch: TEXT_LIMITS.name,
  store_name: TEXT_LIMITS.name,
  industry: TEXT_LIMITS.code,
  industry_other: TEXT_LIMITS.name,
  platform: TEXT_LIMITS.code,
  platform_link: 500,
  description: 1000,
  business_type: TEXT_LIMITS.code,
  id_front_photo: 500,
  id_back_photo: 500,
  licence_photo: 500,
  street: TEXT_LIMITS.addressDetail,
  province: TEXT_LIMITS.name,
  district: TEXT_LIMITS.name,
  ward: TEXT_LIMITS.name,
} as const;

const M = SELLER_APPLICATION_TEXT_MAX;
const DraftText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/** A registration form being filled (spec 3): every field optional, each text bounded. */
export const SellerApplicationDraftSchema = z.object({
  full_name: DraftText(M.full_name),
  dob: DraftText(M.dob),
  phone: DraftText(M.phone),
  id_number: DraftText(M.id_number),
  email: DraftText(M.email),
  tax_code: DraftText(M.tax_code),
  bank_name: DraftText(M.bank_name),
  account_number: DraftText(M.account_number),
  branch: DraftText(M.branch),
  store_name: DraftText(M.store_name),
  business_registered: z.optional(z.boolean()),
  industry: DraftText(M.industry),
  industry_other: DraftText(M.industry_other),
  has_address: z.optional(z.boolean()),
  platform: DraftText(M.platform),
  platform_link: DraftText(M.platform_link),
  description: DraftText(M.description),
  address: z.optional(
    z.object({
      street: DraftText(M.street),
      province: DraftText(M.province),
      district: DraftText(M.district),
      ward: DraftText(M.ward),
    }),
  ),
  business_type: DraftText(M.business_type),
  id_front_photo: DraftText(M.id_front_photo),
  id_back_photo: DraftText(M.id_back_photo),
  licence_photo: DraftText(M.licence_photo),
});
export type SellerApplicationDraft = z.infer<typeof SellerApplicationDraftSchema>;

/**
 * A draft as a request sends it: unknown fields dropped, each text within its length. A field
 * too long is `SELLER_APPLICATION.TEXT_TOO_LONG` with its max; any other wrong type is
 * `SELLER_APPLICATION.INVALID_FIELD`. Never throws.
 */
export function sellerApplicationDraftRead(input: unknown): Validation<SellerApplicationDraft> {
  const parsed = SellerApplicationDraftSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issues: ValidationIssue[] = parsed.error.issues.map((problem) => {
    const field = problem.path.map(String).join('.') || 'application';
    const max = problem.code === 'too_big' && typeof problem.maximum === 'number' ? problem.maximum : null;
    return max === null ? issue(field, 'SELLER_APPLICATION.INVALID_FIELD') : issue(field, 'SELLER_APPLICATION.TEXT_TOO_LONG', { max });
  });
  return err(issues);
}

/** What spec 6 asks of an account before it registers a shop: proven phone and email, an ID number. */
export const SellerVerificationSchema = z.object({
  phone: z.boolean(),
  email: z.boolean(),
  id_number: z.boolean(),
});
export type SellerVerification = z.infer<typeof SellerVerificationSchema>;
export type SellerVerificationItem = keyof SellerVerification;

const VERIFICATION_ITEMS: readonly SellerVerificationItem[] = ['phone', 'email', 'id_number'];

/** The verification items the account still lacks, in the form's order; empty when it may register. */
export function sellerVerificationMissing(verification: SellerVerification): SellerVerificationItem[] {
  return VERIFICATION_ITEMS.filter((item) => !verification[item]);
}

/**
 * Whether the account may still change its application: never started, a draft, or a rejected
 * one (spec 4: rejected, contact support, then submit again). A pending one waits for the admin;
 * an approved one made the shop.
 */
export function sellerApplicationEditable(status: ShopApplicationStatus | null): boolean {
  return status === null || status === 'draft' || status === 'rejected';
}

/**
 * The account's phone as the registration form's starting value. Profiles keep phones in the
 * spec's display format ('+84 091 234 5678', core's phoneFormat), which keeps the national 0
 * after +84 and so is not a number vietnamMobileValid takes; the form starts from the national
 * number ('0912345678') instead. Anything else is given back as it is.
 */
export function sellerPhoneFromProfile(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (!text.startsWith('+84')) return text;
  const digits = text.slice(3).replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) return digits;
  if (digits.length === 9) return `0${digits}`;
  return text;
}

/** The account's own application as the registration pages read it. */
export const SellerApplicationRecordSchema = z.object({
  /** Null: never started. */
  status: z.nullable(ShopApplicationStatusSchema),
  form: SellerApplicationDraftSchema,
  reject_reason: z.nullish(z.string()),
  submitted_at: z.nullish(z.string()),
  decided_at: z.nullish(z.string()),
  verification: SellerVerificationSchema,
});
export type SellerApplicationRecord = z.infer<typeof SellerApplicationRecordSchema>;

/** Spec silent: the admin's reason for a rejection is a note (TEXT_LIMITS.note, 500). */
export const SHOP_REJECT_REASON_MAX = TEXT_LIMITS.note;

export const ShopApplicationRejectSchema = z.object({ reason: z.string() });
export type ShopApplicationReject = z.infer<typeof ShopApplicationRejectSchema>;

/** A rejection needs a reason (spec 4: the seller sees it), at most SHOP_REJECT_REASON_MAX characters. */
export function shopRejectReasonValidate(input: unknown): Validation<string> {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason === '') return err([issue('reason', 'SHOP_APPLICATION.REJECT_REASON_REQUIRED')]);
  if ([...reason].length > SHOP_REJECT_REASON_MAX)
    return err([issue('reason', 'SHOP_APPLICATION.REJECT_REASON_TOO_LONG', { max: SHOP_REJECT_REASON_MAX })]);
  return ok(reason);
}

/** One application in the admin's queue. */
export const ShopApplicationSummarySchema = z.object({
  _id: z.string(),
  store_name: z.string(),
  full_name: z.string(),
  status: ShopApplicationStatusSchema,
  submitted_at: z.nullish(z.string()),
  decided_at: z.nullish(z.string()),
});
export type ShopApplicationSummary = z.infer<typeof ShopApplicationSummarySchema>;

/** One application as the admin reviews it: the whole form with its photos. */
export const ShopApplicationDetailSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  status: ShopApplicationStatusSchema,
  form: SellerApplicationDraftSchema,
  reject_reason: z.nullish(z.string()),
  submitted_at: z.nullish(z.string()),
  decided_at: z.nullish(z.string()),
  shop_id: z.nullish(z.string()),
});
export type ShopApplicationDetail = z.infer<typeof ShopApplicationDetailSchema>;


/**
 * Whether a shop address names a ward of a district of a province of the administrative-unit
 * catalogue, by the names the registration form keeps (the form picks them from the same
 * catalogue). The street is the seller's own text.
 */
export function sellerAddressKnown(
  units: { readonly provinces: readonly AdminUnit[]; readonly province: (id: string) => AdminProvince | undefined },
  address: Pick<SellerAddress, 'province' | 'district' | 'ward'>,
): boolean {
  const provinceId = units.provinces.find((unit) => unit.name === address.province)?.id;
  const district = (provinceId === undefined ? undefined : units.province(provinceId))?.districts.find((unit) => unit.name === address.district);
  return district?.wards.some((unit) => unit.name === address.ward) ?? false;
}

/** What an approved registration carries into its new shop's information (spec 3 into spec 5). */
export interface SellerApplicationShop {
  readonly name: string;
  readonly description: string;
  readonly address: SellerAddress;
}

/**
 * The shop an approved application opens: its store name (else the applicant's name, else
 * `fallbackName`), and the description and pickup address the admin approved, trimmed, so the
 * shop's settings start from them. Parts the form left out are empty, as a shop without them.
 */
export function sellerApplicationShop(form: SellerApplicationDraft, fallbackName: string): SellerApplicationShop {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    name: text(form.store_name) || text(form.full_name) || fallbackName,
    description: text(form.description),
    address: {
      street: text(form.address?.street),
      province: text(form.address?.province),
      district: text(form.address?.district),
      ward: text(form.address?.ward),
    },
  };
}
