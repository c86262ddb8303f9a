const PLACEHOLDER = 'route-param-placeholder';

/** A Hono route for a core API path: core's paths have no leading slash. */
export const routePath = (path: string): string => `/${path}`;

/**
 * A Hono route for a core path builder, e.g. `API_PATHS.product` becomes
 * `/api/v1/public/products/:id`; the builder stays the single source of the path. The
 * return type keeps `:id` visible to Hono so `c.req.param('id')` is typed.
 */
export const routePattern = (build: (id: string) => string): `/${string}/:id` =>
  `/${build(PLACEHOLDER).replace(PLACEHOLDER, ':id')}` as `/${string}/:id`;
