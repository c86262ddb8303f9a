import { endpointPath, type Endpoint, type EndpointAnswer, type EndpointInput, type GatewayError, type Result } from '@modavi/core';
import type { HttpClient, HttpRequest } from './http-client.js';

/**
 * Issue 29: a call typed by core's declaration of the route (core/src/contract): its method and
 * path, what it takes, and the answer it is parsed into. A route whose declaration changes
 * breaks the build of the gateway that calls it, not a user's screen.
 */
export function endpointCall<E extends Endpoint>(
  client: HttpClient,
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  options: Pick<HttpRequest<E['answer']>, 'headers'> = {},
): Promise<Result<EndpointAnswer<E>, GatewayError>> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: HttpRequest<E['answer']>['query']; body?: unknown };
  return client.request<E['answer']>({
    method: endpoint.method,
    path: endpointPath(endpoint.path, params),
    schema: endpoint.answer,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...options,
  });
}
