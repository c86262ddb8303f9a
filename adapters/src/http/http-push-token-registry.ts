import * as z from 'zod/mini';
import { COMMUNITY_PATHS, ok, type PushTokenRegistry } from '@modavi/core';
import type { HttpClient } from './http-client.js';

// The spec does not show these calls' responses: any payload is accepted.
const Anything = z.unknown();

/** PushTokenRegistry over the community API (a client whose base is the community address). */
export function httpPushTokenRegistry(community: HttpClient): PushTokenRegistry {
  return {
    async register(input) {
      const sent = await community.request({ method: 'POST', path: COMMUNITY_PATHS.pushTokenCreate, schema: Anything, body: input });
      return sent.ok ? ok(undefined) : sent;
    },
    async remove(deviceId) {
      const removed = await community.request({ method: 'POST', path: COMMUNITY_PATHS.pushTokenRemove, schema: Anything, body: { deviceId } });
      return removed.ok ? ok(undefined) : removed;
    },
  };
}
