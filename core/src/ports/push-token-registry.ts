import type { PushTokenServerInput } from '../notifications/push-registration.machine.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** The community API's push token calls (spec section 7): the server that sends the pushes. */
export interface PushTokenRegistry {
  register(input: PushTokenServerInput): Promise<Result<void, GatewayError>>;
  remove(deviceId: string): Promise<Result<void, GatewayError>>;
}
