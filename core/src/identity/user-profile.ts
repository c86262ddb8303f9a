import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { BodyMeasurementsSchema } from './body-measurements.js';
import { AccountStatusSchema } from './account-status.js';
import { RoleSchema } from './role.js';

export const GenderSchema = z.enum(['male', 'female', 'other']);
export type Gender = z.infer<typeof GenderSchema>;

/**
 * The signed-in person's profile (spec section 3). Only the id and name are required: an
 * account made by phone OTP has no email yet, one made by Google has no phone.
 */
export const UserProfileSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
  gender: z.nullish(GenderSchema),
  /** Calendar date 'YYYY-MM-DD': a birthday has no time zone, so it is not an instant. */
  date_of_birth: z.nullish(z.string()),
  id_number: z.nullish(z.string()),
  body_measurements: z.nullish(BodyMeasurementsSchema),
  /** Whether the account can log in with email and password (a phone-code account cannot yet). */
  has_password: z.optional(z.boolean()),
  /** What the account may do (buyer, seller, ...): decides, e.g., how it is deleted. Only on one's own profile. */
  roles: z.optional(z.array(RoleSchema)),
  /** Spec's global account state: where the account stands on the seller side (kept locally as `accountStatus`). */
  account_status: z.optional(AccountStatusSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
