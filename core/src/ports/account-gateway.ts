import type { AccountSettings, NotificationPrefs, PaymentInfo } from '../account/account-settings.js';
import type { AdminProvince, AdminUnit } from '../account/admin-unit.js';
import type { ContactCodeRequest, ContactCodes } from '../account/contact-change.js';
import type { ProfileUpdate } from '../account/profile-update.js';
import type { OtpSent } from '../identity/auth-requests.js';
import type { PublicProfile } from '../account/public-profile.js';
import type { Address } from '../identity/address.js';
import type { UserProfile } from '../identity/user-profile.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** An address as the server keeps it: always with its id. */
export type StoredAddress = Address & { readonly _id: string };

/**
 * The account pages' calls: the profile form, the address book with Vietnam's administrative
 * units, payment information and notification choices, deleting the account, and walls.
 */
export interface AccountGateway {
  /** Saves the profile; a new email or phone travels with the code sent to it (`codes`). */
  profileUpdate(update: ProfileUpdate, codes?: ContactCodes): Promise<Result<UserProfile, GatewayError>>;
  /** Sends a code to a new email or phone the profile is about to save. */
  contactCodeRequest(request: ContactCodeRequest): Promise<Result<OtpSent, GatewayError>>;
  /** Sets the profile picture to an image the account uploaded (its URL), or removes it (null). */
  avatarSet(avatar: string | null): Promise<Result<UserProfile, GatewayError>>;
  settings(): Promise<Result<AccountSettings, GatewayError>>;
  settingsUpdate(change: { readonly payment?: PaymentInfo; readonly notifications?: NotificationPrefs }): Promise<Result<AccountSettings, GatewayError>>;
  /** Deletes a buyer's account for good (the confirmation travels with the call). */
  accountDelete(): Promise<Result<void, GatewayError>>;
  provinces(): Promise<Result<readonly AdminUnit[], GatewayError>>;
  province(id: string): Promise<Result<AdminProvince, GatewayError>>;
  addresses(): Promise<Result<readonly StoredAddress[], GatewayError>>;
  addressCreate(address: Address): Promise<Result<StoredAddress, GatewayError>>;
  addressUpdate(id: string, address: Address): Promise<Result<StoredAddress, GatewayError>>;
  addressDelete(id: string): Promise<Result<void, GatewayError>>;
  addressDefaultSet(id: string): Promise<Result<readonly StoredAddress[], GatewayError>>;
  wall(userId: string): Promise<Result<PublicProfile, GatewayError>>;
  /** Follows or stops following a person; answers their wall with the new counts. */
  personFollow(userId: string, follow: boolean): Promise<Result<PublicProfile, GatewayError>>;
}
