import type { PushMessaging } from '@modavi/core';

/** Marks tokens that no push service issued, so nothing ever tries to send to them. */
export const STAND_IN_PUSH_TOKEN_PREFIX = 'stand-in-push:';

/**
 * PushMessaging for development without a Firebase project (the reference server's
 * `devStandIns`): a stable token per device, so that login's registration and logout's removal
 * run end to end, as the stand-in social login does for OAuth.
 */
export function standInPushMessaging(deviceId: () => string): PushMessaging {
  return {
    token: async () => ({ ok: true, token: `${STAND_IN_PUSH_TOKEN_PREFIX}${deviceId()}` }),
  };
}
