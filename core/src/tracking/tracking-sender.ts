import type { GatewayError } from '../ports/gateway-error.js';
import type { Result } from '../shared/result.js';
import type { TrackingSession } from './tracking-session.js';

/**
 * Delivers ended sessions to POST /api/v1/mobile/trackings/tracking-session as one bulk body
 * (`trackingBulkPayload`). An adapter answers ok only for the statuses `trackingSendSucceeded`
 * accepts (200, 201); it does not retry: the tracking-session machine owns retries and delays.
 */
export interface TrackingSender {
  send(sessions: readonly TrackingSession[]): Promise<Result<void, GatewayError>>;
}
