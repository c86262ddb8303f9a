import * as z from 'zod/mini';
import { ErrorEnvelopeSchema, endpointParams, type Endpoint, type EndpointPolicy } from '@modavi/core';
import type { RegisteredRoute } from '../route-rules.js';
import { ruleFind } from '../route-rules.js';
import type { RoutePolicy, RouteRule, RouteTable } from '../route-policy.js';
import { endpointRoute } from './contract-policies.js';
import { API_REFERENCE_PATH, OPENAPI_PATH } from './openapi-routes.js';

type JsonSchema = Record<string, unknown>;

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) of a zod schema, without its `$schema` line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as JsonSchema;
  return rest;
}

/** Which routes the description leaves out: development helpers (absent in production), pages and files. */
const DESCRIBED_POLICIES: ReadonlySet<RoutePolicy> = new Set<EndpointPolicy>(['public', 'visitor', 'buyer', 'seller', 'admin']);

/** Hono's `:id` (and `:id{regex}`) as OpenAPI's `{id}`; a wildcard route is no operation. */
const openApiPath = (path: string): string | null => (path.includes('*') ? null : path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}'));

const SUCCESS_ENVELOPE = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, data },
  required: ['statusCode', 'data'],
});

const errorResponse = (description: string, codes: readonly string[]) => ({
  description,
  content: {
    'application/json': {
      schema: {
        allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }],
        ...(codes.length > 0 ? { properties: { error_code: { enum: [...codes] } } } : {}),
      },
    },
  },
});

const POLICY_WORDS: Record<EndpointPolicy, string> = {
  public: 'Anyone (no token).',
  visitor: "A guest's no-login token or an account's session token.",
  buyer: "An account's session token.",
  seller: "A seller's token (a shop's, or an account's with the seller role).",
  admin: "An administrator's token.",
};

/** The refusals every route of a policy may answer (the gate's, before the route runs). */
function gateResponses(rule: RouteRule, routeCodes: readonly string[]): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    '400': errorResponse('The input is refused (REQUEST.INVALID names the field) or a route-specific refusal.', ['REQUEST.INVALID', ...routeCodes]),
    '429': errorResponse('Too many requests.', ['REQUEST.RATE_LIMITED']),
  };
  if (rule.policy !== 'public') {
    responses['401'] = errorResponse('No token, or a token that is not valid.', ['AUTH.TOKEN_MISSING', 'AUTH.TOKEN_INVALID', ...(rule.guest?.status === 401 ? [rule.guest.code] : [])]);
    responses['403'] = errorResponse('The token may not call this route.', rule.guest?.status === 403 ? [rule.guest.code] : []);
  }
  return responses;
}

function operation(route: RegisteredRoute, rule: RouteRule, endpoint: Endpoint | undefined): Record<string, unknown> {
  const path = endpoint?.path ?? route.path.slice(1);
  const [area] = path.replace(/^api\/v1\//, '').split('/');
  const parameters: unknown[] = endpointParams(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (endpoint?.query) {
    const query = jsonSchema(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  const codes = endpoint?.errors ?? [];
  return {
    operationId: endpoint?.id ?? `${route.method.toLowerCase()} ${route.path}`,
    summary: endpoint?.summary ?? `${route.method} ${route.path} (schemas not declared yet)`,
    description: POLICY_WORDS[rule.policy as EndpointPolicy],
    tags: [area ?? 'api'],
    'x-modavi-policy': rule.policy,
    'x-modavi-declared': endpoint !== undefined,
    ...(rule.policy === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint?.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : rule.body === 'image'
        ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } }
        : {}),
    responses: {
      [String(endpoint?.status ?? 200)]: {
        description: endpoint?.status === 201 ? 'Created: the answer, in the success envelope.' : 'The answer, in the success envelope.',
        content: { 'application/json': { schema: SUCCESS_ENVELOPE(endpoint ? jsonSchema(endpoint.answer, 'output') : {}) } },
      },
      ...gateResponses(rule, codes),
      ...(codes.length > 0 ? { '404': errorResponse('What the path names does not exist (when the route says so).', codes) } : {}),
    },
  };
}

/** The API's version, as its paths say (`/api/v1/...`). */
export const API_VERSION = 'v1';

export interface OpenApiInfo {
  readonly version: string;
  readonly serverUrl: string;
}

/**
 * The API's OpenAPI 3.1 description (issue 29), built from what answers: every route the app
 * registered under /api that a policy table lets outside callers reach, with its policy; a
 * declared route (core's API_ENDPOINTS) also with its input and answer schemas and error codes.
 */
export function openApiDocument(
  routes: readonly RegisteredRoute[],
  tables: readonly RouteTable[],
  endpoints: readonly Endpoint[],
  info: OpenApiInfo,
): Record<string, unknown> {
  const declared = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpointRoute(endpoint)}`, endpoint]));
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    const rule = ruleFind(tables, route);
    const path = openApiPath(route.path);
    const key = `${route.method} ${route.path}`;
    if (!rule || !DESCRIBED_POLICIES.has(rule.policy) || path === null || !route.path.startsWith('/api/') || seen.has(key)) continue;
    if (route.path === OPENAPI_PATH || route.path.startsWith(API_REFERENCE_PATH)) continue;
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
    seen.add(key);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, rule, declared.get(key));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Modavi API',
      version: info.version,
      description:
        'The marketplace API: success answers `{ statusCode, message, data }`, refusals `{ statusCode, message, error_code }` ' +
        '(the message in the language of the `Accept-Language` header). Send the token as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
