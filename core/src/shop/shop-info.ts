import * as z from 'zod/mini';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { urlOrPathValid } from '../format/url.js';
import { TEXT_LIMITS } from '../shared/text-limits.js';
import { ShopCountrySchema } from '../catalogue/shop.js';
import { SellerAddressSchema, type SellerAddress } from './seller-application.js';
import { SHOP_DESCRIPTION_LENGTH } from './seller-application-validate.js';

/** A shop's name as buyers read it on cards: long enough to mean something, short enough for a card. */
export const SHOP_NAME_LENGTH = { min: 3, max: TEXT_LIMITS.name } as const;

/** The shop's information (cai-dat/thong-tin-cua-hang), as the seller page shows it. */
export const ShopInfoSchema = z.object({
  name: z.string(),
  /** Addresses of images uploaded to this server; empty for none. */
  avatar: z._default(z.string(), ''),
  cover: z._default(z.string(), ''),
  description: z.string(),
  address: SellerAddressSchema,
  country: ShopCountrySchema,
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

const lengthCheck = (issues: ValidationIssue[], field: string, text: string, bounds: { min: number; max: number }, code: string) => {
  const length = textLength(text);
  if (length < bounds.min || length > bounds.max) issues.push(issue(field, `SHOP_SETTINGS.${code}`, bounds));
};

function addressRead(issues: ValidationIssue[], value: unknown): SellerAddress {
  const record = fieldRecord(value);
  const address = {
    street: fieldText(record['street']),
    province: fieldText(record['province']),
    district: fieldText(record['district']),
    ward: fieldText(record['ward']),
  };
  for (const part of ['province', 'district', 'ward', 'street'] as const) {
    if (address[part] === '') issues.push(issue(`address.${part}`, 'SHOP_SETTINGS.ADDRESS_REQUIRED'));
    else if (textLength(address[part]) > (part === 'street' ? TEXT_LIMITS.addressDetail : TEXT_LIMITS.name)) {
      issues.push(issue(`address.${part}`, 'SHOP_SETTINGS.TEXT_TOO_LONG', { max: part === 'street' ? TEXT_LIMITS.addressDetail : TEXT_LIMITS.name }));
    }
  }
  return address;
}

/**
 * Name (3-100), description (spec 5 and 9: 100-500, as at registration), the address's four
 * parts (the server also checks them against the administrative units, core's
 * sellerAddressKnown), country VN or KR, and optional avatar and cover addresses. Never throws.
 */
export function shopInfoValidate(input: unknown): Validation<ShopInfo> {
  const form = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const name = fieldText(form['name']);
  if (name === '') issues.push(issue('name', 'SHOP_SETTINGS.SHOP_NAME_REQUIRED'));
  else lengthCheck(issues, 'name', name, SHOP_NAME_LENGTH, 'SHOP_NAME_LENGTH');
  const description = fieldText(form['description']);
  if (description === '') issues.push(issue('description', 'SHOP_SETTINGS.DESCRIPTION_REQUIRED'));
  else lengthCheck(issues, 'description', description, SHOP_DESCRIPTION_LENGTH, 'DESCRIPTION_LENGTH');
  const address = addressRead(issues, form['address']);
  const country = ShopCountrySchema.safeParse(form['country']);
  if (!country.success) issues.push(issue('country', 'SHOP_SETTINGS.COUNTRY_INVALID'));
  const images = { avatar: fieldText(form['avatar']), cover: fieldText(form['cover']) };
  for (const field of ['avatar', 'cover'] as const) {
    if (images[field] !== '' && !urlOrPathValid(images[field])) issues.push(issue(field, 'SHOP_SETTINGS.IMAGE_NOT_UPLOADED'));
  }
  if (issues.length > 0 || !country.success) return err(issues);
  return ok({ name, description, address, country: country.data, ...images });
}
