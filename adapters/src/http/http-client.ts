import type * as z from 'zod/mini';
import {
  API_HEADERS,
  AUTH_SCHEME,
  ErrorEnvelopeSchema,
  envelopeSchema,
  err,
  gatewayError,
  ok,
  requestLanguage,
  type GatewayError,
  type GatewayErrorCode,
  type RequestContext,
  type Result,
} from '@modavi/core';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientConfig {
  /** Base address of the API, e.g. '' (same origin) or 'https://api.example.com'. */
  readonly baseUrl: string;
  readonly context: RequestContext;
  /** Injected so tests can route requests straight into a server without a port. */
  readonly fetch?: FetchLike;
}

export interface HttpRequest<S extends z.ZodMiniType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly schema: S;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  /** Headers of this call only (e.g. an idempotency key), beside the spec's own. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Sends a multipart body another way than fetch (`xhrUploadTransport`, which reports the bytes
   * sent); passed by the upload gateways so that its code loads with them, not with every page.
   */
  readonly transport?: UploadTransport;
  /**
   * The success statuses of this call when narrower than any 2xx (the tracking endpoint: 200 or
   * 201 only); another 2xx answers a SERVER error.
   */
  readonly okStatuses?: readonly number[];
}

/** Sends a multipart body; answers the status and the parsed JSON, or null when the network failed. */
export type UploadTransport = (
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
) => Promise<{ readonly status: number; readonly json: unknown } | null>;

export interface HttpClient {
  request<S extends z.ZodMiniType>(request: HttpRequest<S>): Promise<Result<z.infer<S>, GatewayError>>;
}

const STATUS_CODES: ReadonlyArray<readonly [number, GatewayErrorCode]> = [
  [400, 'INVALID_REQUEST'],
  [401, 'UNAUTHORIZED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [422, 'INVALID_REQUEST'],
];

const codeForStatus = (status: number): GatewayErrorCode =>
  STATUS_CODES.find(([code]) => code === status)?.[1] ?? 'SERVER';

/** Joins a base address and a relative API path without doubling or dropping the slash. */
export function urlJoin(baseUrl: string, path: string, query?: HttpRequest<z.ZodMiniType>['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  if (params.length === 0) return url;
  return `${url}?${new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The spec's headers: authorization, country, language (kr sent as en), session id, device id. */
export function requestHeaders(context: RequestContext, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [API_HEADERS.country]: context.country(),
    [API_HEADERS.language]: requestLanguage(context.locale()),
    [API_HEADERS.sessionId]: context.sessionId(),
    [API_HEADERS.deviceId]: context.deviceId(),
  };
  const token = context.token();
  if (token) headers[API_HEADERS.authorization] = `${AUTH_SCHEME} ${token}`;
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

async function bodyJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The answer's envelope checked: the payload parsed with the call's schema, or a typed error. */
function envelopeResult<S extends z.ZodMiniType>(
  status: number,
  json: unknown,
  schema: S,
  okStatuses?: readonly number[],
): Result<z.infer<S>, GatewayError> {
  if (status >= 200 && status <= 299 && okStatuses && !okStatuses.includes(status)) {
    return err(gatewayError('SERVER', { status, detail: `status ${status} is not a success of this call` }));
  }
  if (status < 200 || status > 299) {
    const parsed = ErrorEnvelopeSchema.safeParse(json);
    const errorCode = parsed.success ? parsed.data.error_code : undefined;
    return err(
      gatewayError(codeForStatus(status), {
        status,
        ...(errorCode ? { errorCode } : {}),
        ...(parsed.success && parsed.data.message ? { detail: parsed.data.message } : {}),
      }),
    );
  }
  const parsed = envelopeSchema(schema).safeParse(json);
  if (!parsed.success) return err(gatewayError('INVALID_RESPONSE', { status, detail: parsed.error.message }));
  // zod cannot carry the generic payload type through the envelope; the parse above checked it.
  return ok((parsed.data as { data: z.infer<S> }).data);
}

/**
 * Talks to an API that answers with the spec's envelope (payload at `data`), validates the
 * payload with a core schema and turns every failure into a typed GatewayError value.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const doFetch: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async request(request) {
      const url = urlJoin(config.baseUrl, request.path, request.query);
      // A multipart upload travels as the FormData itself; the browser writes its content type.
      const form = typeof FormData !== 'undefined' && request.body instanceof FormData ? request.body : null;
      const hasBody = request.body !== undefined && form === null;
      const headers = { ...requestHeaders(config.context, hasBody), ...request.headers };
      // The transport replaces fetch, an injected one too (the app's watches for refused tokens):
      // an upload is never the call that first finds a token refused, the next call does.
      if (form && request.transport) {
        const answer = await request.transport(url, request.method, headers, form);
        if (answer === null) return err(gatewayError('NETWORK', { detail: 'upload failed' }));
        return envelopeResult(answer.status, answer.json, request.schema, request.okStatuses);
      }
      let response: Response;
      try {
        response = await doFetch(url, {
          method: request.method,
          headers,
          ...(form ? { body: form } : hasBody ? { body: JSON.stringify(request.body) } : {}),
          credentials: 'include',
        });
      } catch (cause) {
        return err(gatewayError('NETWORK', { detail: String(cause) }));
      }
      return envelopeResult(response.status, await bodyJson(response), request.schema, request.okStatuses);
    },
  };
}
