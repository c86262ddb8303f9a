import type { UserProfile } from '@modavi/core';
import type { AppServices } from '../../composition/composition-root';

/**
 * The account pages tell the tab's auth session (core's auth-session machine in the auth chunk,
 * already loaded on a logged-in page) what changed, so the header and the device's stored
 * account state follow at once. Imported on use, like the guest order dialog's login.
 */
const runtimeOf = async (services: AppServices) => (await import('../auth/auth-runtime')).authRuntime(services);

/** A saved profile edit or avatar: the header's name and picture change without a reload. */
export async function accountSessionProfileUpdated(services: AppServices, profile: UserProfile): Promise<void> {
  (await runtimeOf(services)).profileUpdated(profile);
}

/** The account was erased on the server: log out as the logout button does (every tab), then home. */
export async function accountSessionDeleted(services: AppServices): Promise<void> {
  await (await runtimeOf(services)).accountDeleted();
}
