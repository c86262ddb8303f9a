import type * as z from 'zod/mini';

/**
 * Issue 29: one declaration per API route, in core, so that the server (registration, input
 * validation, authorization), the adapters (a typed client) and the OpenAPI description
 * (`/api/openapi.json`) read the same thing. Core and not the server because the design card's
 * other front ends reuse core, never the server's code; and Hono's typed client would have the
 * adapters import the server, against the layers' direction. The schemas are core's zod ones.
 *
 * Who may call, as the server's route gate enforces it (server/src/http/route-policy.ts):
 * `public` anyone; `visitor` a guest's no-login token or an account's session; `buyer` an
 * account's session; `seller` / `admin` a token of that role.
 */
export type EndpointPolicy = 'public' | 'visitor' | 'buyer' | 'seller' | 'admin';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  Answer extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  /** Stable name (OpenAPI's operationId). */
  readonly id: string;
  readonly method: EndpointMethod;
  /** Relative to the API's base address, parameters as `:name` (`api/v1/mobile/favourites/:id`). */
  readonly path: string;
  readonly policy: EndpointPolicy;
  /** One line for the reference (English: the API's readers are developers). */
  readonly summary: string;
  /** The query string's fields as sent (strings are coerced by the schema). */
  readonly query?: Query;
  /** The JSON body. */
  readonly body?: Body;
  /** The success status (200 unless told; 201 for a route that creates, `message: 'Created'`). */
  readonly status?: 200 | 201;
  /** The `data` of the success envelope (`{ success: true, data }`). */
  readonly answer: Answer;
  /** The catalogue codes this route itself answers with (beside the policy's and the gate's). */
  readonly errors: readonly string[];
  /** `buyer` only: what a guest's no-login token is told (401 AUTH.LOGIN_REQUIRED unless told). */
  readonly guest?: { readonly status: 401 | 403; readonly code: string };
}

/** Declares an endpoint, keeping its schemas' exact types for the server and the client. */
export const endpoint = <
  Answer extends z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = undefined,
  Body extends z.ZodMiniType | undefined = undefined,
>(
  declaration: Endpoint<Answer, Query, Body>,
): Endpoint<Answer, Query, Body> => declaration;

/** The path parameters' names of a path pattern: `a/:id/b/:line` gives `['id', 'line']`. */
export const endpointParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');

/** A concrete path: each `:name` replaced by its encoded value. */
export const endpointPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path parameter ${name} missing for ${path}`);
    return encodeURIComponent(value);
  });

/** The query schema an endpoint was declared with (undefined when it takes none). */
export type EndpointQuery<E> = E extends Endpoint<z.ZodMiniType, infer Query, z.ZodMiniType | undefined> ? Query : undefined;
/** The body schema an endpoint was declared with (undefined when it takes none). */
export type EndpointBody<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType | undefined, infer Body> ? Body : undefined;

/** What a caller sends: the path's parameters, the query and the body, as the schemas take them. */
export type EndpointInput<E extends Endpoint> = {
  readonly params?: Readonly<Record<string, string>>;
} & (EndpointQuery<E> extends z.ZodMiniType ? { readonly query?: z.input<EndpointQuery<E>> } : unknown) &
  (EndpointBody<E> extends z.ZodMiniType ? { readonly body: z.input<EndpointBody<E>> } : unknown);

/** What the route answers in its envelope's `data`. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['answer']>;
