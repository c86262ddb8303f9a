import * as z from 'zod/mini';
import { TEXT_LIMITS, textMax } from '../shared/text-limits.js';
import { IdSchema } from '../shared/brand.js';

export const AddressTypeSchema = z.enum(['home', 'company']);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/** Spec: expected delivery time: all days, office hours (Mon-Fri 8:00-17:00) or any time. */
export const DeliveryTimeSchema = z.enum(['all_days', 'office_hours', 'any_time']);
export type DeliveryTime = z.infer<typeof DeliveryTimeSchema>;
export const DELIVERY_TIME_DEFAULT: DeliveryTime = 'all_days';

/**
 * An address of the address book (spec section 3). A Vietnamese address names its city
 * (province), district and ward by administrative code, with the names for display; an
 * overseas one has a postal code and a country instead. `addressValidate` holds the rules.
 */
export const AddressSchema = z.object({
  _id: z.nullish(IdSchema),
  name: textMax(TEXT_LIMITS.name),
  phone: textMax(TEXT_LIMITS.code),
  type: AddressTypeSchema,
  is_overseas: z._default(z.boolean(), false),
  city: z.nullish(textMax(TEXT_LIMITS.name)),
  city_code: z.nullish(textMax(TEXT_LIMITS.code)),
  district: z.nullish(textMax(TEXT_LIMITS.name)),
  district_code: z.nullish(textMax(TEXT_LIMITS.code)),
  ward: z.nullish(textMax(TEXT_LIMITS.name)),
  ward_code: z.nullish(textMax(TEXT_LIMITS.code)),
  /** House number, street, building. */
  detail: textMax(TEXT_LIMITS.addressDetail),
  is_default: z._default(z.boolean(), false),
  is_pickup: z._default(z.boolean(), false),
  is_default_return: z._default(z.boolean(), false),
  delivery_time: z._default(DeliveryTimeSchema, DELIVERY_TIME_DEFAULT),
  postal_code: z.nullish(textMax(TEXT_LIMITS.code)),
  /** ISO country code of an overseas address ('KR'). */
  country: z.nullish(textMax(TEXT_LIMITS.code)),
});
export type Address = z.infer<typeof AddressSchema>;
