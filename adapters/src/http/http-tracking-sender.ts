import * as z from 'zod/mini';
import {
  TRACKING_API_PATHS,
  TRACKING_SEND_SUCCESS_STATUSES,
  err,
  gatewayError,
  ok,
  trackingBulkPayload,
  type Clock,
  type GatewayError,
  type Result,
  type TrackingSender,
  type TrackingSession,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** The answer's payload is not read: delivery is the status alone (spec: success on 200 or 201). */
const AnyPayload = z.unknown();

/**
 * TrackingSender over the commerce API: the sessions as one bulk body (core's
 * trackingBulkPayload). Ok only on 200 or 201; any other answer, or a network failure, is an
 * error value and never a throw. No retry here: the tracking-session machine retries with its
 * exponential delay and keeps the queue.
 */
export function httpTrackingSender(client: HttpClient, clock: Clock): TrackingSender {
  return {
    async send(sessions: readonly TrackingSession[]): Promise<Result<void, GatewayError>> {
      try {
        const answer = await client.request({
          method: 'POST',
          path: TRACKING_API_PATHS.trackingSession,
          schema: AnyPayload,
          body: trackingBulkPayload(sessions, clock.now()),
          okStatuses: TRACKING_SEND_SUCCESS_STATUSES,
        });
        return answer.ok ? ok(undefined) : answer;
      } catch (cause) {
        return err(gatewayError('NETWORK', { detail: String(cause) }));
      }
    },
  };
}
