import * as z from 'zod/mini';

/** Spec 3: what the shop sells; 'other' comes with free text. */
export const SellerIndustrySchema = z.enum(['fashion_men', 'fashion_women', 'accessories', 'cosmetics', 'other']);
export type SellerIndustry = z.infer<typeof SellerIndustrySchema>;

/** Spec 3: where the seller already sells, if anywhere. */
export const BusinessPlatformSchema = z.enum(['facebook', 'instagram', 'shopee', 'lazada', 'tiki', 'website', 'other', 'none']);
export type BusinessPlatform = z.infer<typeof BusinessPlatformSchema>;

/** Spec 3: personal/household business, or business/enterprise. */
export const BusinessTypeSchema = z.enum(['personal_household', 'enterprise']);
export type BusinessType = z.infer<typeof BusinessTypeSchema>;

export const SellerAddressSchema = z.object({
  street: z.string().check(z.trim()),
  province: z.string().check(z.trim()),
  district: z.string().check(z.trim()),
  ward: z.string().check(z.trim()),
});
export type SellerAddress = z.infer<typeof SellerAddressSchema>;

const Text = z.string().check(z.trim());
const OptionalText = z.nullish(Text);

/**
 * A seller's shop registration (spec 3, registration step 2: personal and shop info). Photos
 * are addresses of images uploaded first. Bank and tax details are optional at this step: the
 * spec's registration rules do not require them, and payment settings collect them later.
 */
export const SellerApplicationSchema = z.object({
  full_name: Text,
  /** Date of birth as the form gives it (DD/MM/YYYY). */
  dob: OptionalText,
  phone: Text,
  id_number: Text,
  email: Text,
  tax_code: OptionalText,
  bank_name: OptionalText,
  account_number: OptionalText,
  branch: OptionalText,
  store_name: Text,
  business_registered: z._default(z.boolean(), false),
  industry: SellerIndustrySchema,
  industry_other: OptionalText,
  /** Whether the seller has a physical store; the pickup address below is asked either way. */
  has_address: z._default(z.boolean(), false),
  platform: BusinessPlatformSchema,
  platform_link: OptionalText,
  description: Text,
  address: SellerAddressSchema,
  business_type: BusinessTypeSchema,
  id_front_photo: Text,
  id_back_photo: Text,
  licence_photo: Text,
});
export type SellerApplication = z.infer<typeof SellerApplicationSchema>;
