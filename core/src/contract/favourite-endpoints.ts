import * as z from 'zod/mini';
import { FAVOURITE_PAGE_LIMIT, FavouritePageSchema, FavouriteStateSchema } from '../favourites/favourite.js';
import { API_PATHS } from '../api/api-paths.js';
import { endpoint } from './endpoint.js';

const FAVOURITE_ERRORS = ['FAVOURITE.LOGIN_REQUIRED'] as const;
const guest = { status: 403, code: 'FAVOURITE.LOGIN_REQUIRED' } as const;
const FAVOURITE_PRODUCT_ERRORS = [...FAVOURITE_ERRORS, 'PRODUCT.NOT_FOUND'] as const;

/**
 * `page` from 1; `limit` above the list's maximum is served as the maximum rather than refused
 * (the route caps it: a pipe with a transform here would put zod's pipe into the web app's
 * first-visit libraries, which the budget has no room for).
 */
export const FavouritesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive()), FAVOURITE_PAGE_LIMIT.default),
});

const FAVOURITES = API_PATHS.favourites;

/** A signed-in buyer's favourite products (a guest's token is told FAVOURITE.LOGIN_REQUIRED). */
export const FAVOURITE_ENDPOINTS = {
  favouritesList: endpoint({
    id: 'favouritesList',
    method: 'GET',
    path: FAVOURITES,
    policy: 'buyer',
    guest,
    summary: "The buyer's favourite products, newest first.",
    query: FavouritesQuerySchema,
    answer: FavouritePageSchema,
    errors: FAVOURITE_ERRORS,
  }),
  favouriteGet: endpoint({
    id: 'favouriteGet',
    method: 'GET',
    path: `${FAVOURITES}/:id`,
    policy: 'buyer',
    guest,
    summary: 'Whether the buyer has the product among their favourites, and how many buyers do.',
    answer: FavouriteStateSchema,
    errors: FAVOURITE_PRODUCT_ERRORS,
  }),
  favouriteAdd: endpoint({
    id: 'favouriteAdd',
    method: 'POST',
    path: `${FAVOURITES}/:id`,
    policy: 'buyer',
    guest,
    summary: 'Adds the product to the favourites (idempotent).',
    answer: FavouriteStateSchema,
    errors: FAVOURITE_PRODUCT_ERRORS,
  }),
  favouriteRemove: endpoint({
    id: 'favouriteRemove',
    method: 'DELETE',
    path: `${FAVOURITES}/:id`,
    policy: 'buyer',
    guest,
    summary: 'Removes the product from the favourites (idempotent).',
    answer: FavouriteStateSchema,
    errors: FAVOURITE_PRODUCT_ERRORS,
  }),
} as const;
