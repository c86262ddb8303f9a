import type { Context, Env, Hono } from 'hono';
import * as z from 'zod/mini';
import type { Endpoint, EndpointAnswer, EndpointBody, EndpointQuery } from '@modavi/core';
import type { ApiEnv } from '../api-env.js';
import { ApiError, ERROR_CODES } from '../api-error.js';
import { okJson } from '../envelope.js';
import { endpointRoute } from './contract-policies.js';

/** What a handler gets: the path's parameters, and the query and body as the schemas parsed them. */
export interface ContractInput<E extends Endpoint> {
  readonly params: Readonly<Record<string, string>>;
  readonly query: EndpointQuery<E> extends z.ZodMiniType ? z.output<EndpointQuery<E>> : undefined;
  readonly body: EndpointBody<E> extends z.ZodMiniType ? z.output<EndpointBody<E>> : undefined;
}

/** A route's handler; its Hono environment is the API's unless the routes have their own (a seller's actor). */
export type ContractHandler<E extends Endpoint, V extends Env = ApiEnv> = (c: Context<V>, input: ContractInput<E>) => Promise<EndpointAnswer<E>>;

/**
 * Outside production every answer is checked against its declaration before it leaves (a drift
 * is a 500 and a log line, found by the tests, not by a client); production trusts the tests
 * and saves the work. Set once by createApi from its configuration.
 */
let answersChecked = false;
export const contractAnswersCheck = (on: boolean): void => {
  answersChecked = on;
};

const issuesText = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

function parsed<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ApiError(400, ERROR_CODES.requestInvalid, `Invalid ${what}: ${issuesText(result.error)}`);
  return result.data;
}

/** The body's JSON; a body that is not JSON is the caller's error (400), never a 500. */
const bodyJson = (c: Context): Promise<unknown> =>
  c.req.json().catch(() => {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body is not valid JSON.');
  });

/** The query string without empty fields (`?page=` means no page). */
const queryFields = (c: Context): Record<string, string> =>
  Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));

/**
 * Registers a declared endpoint (core/src/contract): its method and path, its input parsed by
 * its schemas (a refusal is 400 REQUEST.INVALID naming the field), its answer in the success
 * envelope. Who may call is the route gate's, from the same declaration (contract-policies.ts).
 */
export function contractRoute<E extends Endpoint, V extends Env = ApiEnv>(routes: Hono<V>, endpoint: E, handler: ContractHandler<E, V>): void {
  routes.on(endpoint.method, endpointRoute(endpoint), async (c) => {
    const query = endpoint.query ? parsed(endpoint.query, queryFields(c), 'query') : undefined;
    const body = endpoint.body ? parsed(endpoint.body, await bodyJson(c), 'body') : undefined;
    const input = { params: c.req.param() as Record<string, string>, query, body } as ContractInput<E>;
    const answer = await handler(c, input);
    if (answersChecked) {
      const checked = z.safeParse(endpoint.answer, answer);
      if (!checked.success) throw new Error(`${endpoint.id} answered outside its declaration: ${issuesText(checked.error)}`);
    }
    return okJson(c, answer, endpoint.status ?? 200);
  });
}
