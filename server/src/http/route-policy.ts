import type { BodyKind } from './body-limits.js';
import type { ErrorCode } from './api-error.js';

/**
 * Who may call a route:
 * - `public`: anyone, no token (pages, catalogue, login, gateways' callbacks);
 * - `visitor`: a live session, a guest's no-login token or an account's (cart, guest checkout);
 * - `buyer`: a live session of an account (a guest's token gets the route's `guest` refusal);
 * - `seller` / `admin`: a token must be sent; the route's own middleware checks the role and
 *   the shop, since a seller is either a shop's token or an account with the seller role;
 * - `dev` / `dev-page`: a development helper (absent in production), for this machine only
 *   (see dev-guard.ts); `dev-page` also takes its own pages' same-origin form posts.
 */
export type RoutePolicy = 'public' | 'visitor' | 'buyer' | 'seller' | 'admin' | 'dev' | 'dev-page';

export interface RouteRule {
  readonly policy: RoutePolicy;
  /** The body it takes (json unless told): the upload alone takes an image. */
  readonly body?: BodyKind;
  /**
   * Another site posts here by design (a gateway's notification, Apple's form post to the login
   * callback): any origin and content type; the route's own proof (a signature, the state) holds.
   */
  readonly foreign?: true;
  /** `buyer` only: what a guest's token is told (401 AUTH.LOGIN_REQUIRED unless told). */
  readonly guest?: { readonly status: 401 | 403; readonly code: ErrorCode };
}

/**
 * One domain's routes, keyed `METHOD /path` exactly as the route is registered with Hono
 * (`GET /api/v1/public/products/:id`); a key ending in `/**` covers every route under it
 * (`/*` is Hono's own wildcard, matched as written: the pages' `GET /*`).
 * createApi refuses to start when a registered route has no rule (route-rules.ts).
 */
export type RouteTable = Readonly<Record<string, RoutePolicy | RouteRule>>;

export const ruleOf = (entry: RoutePolicy | RouteRule): RouteRule => (typeof entry === 'string' ? { policy: entry } : entry);
