import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../shared/text-limits.js';

/*
 * The admin queue's filters, apart from the application's schemas: the queue page reads them in
 * its route's search validation, which is part of the first visit.
 */

/** The queue's filters: what the admin decides on, and what was decided. */
export const ShopApplicationQueueStatusSchema = z.enum(['pending_approval', 'approved', 'rejected']);
export type ShopApplicationQueueStatus = z.infer<typeof ShopApplicationQueueStatusSchema>;
export const SHOP_APPLICATION_QUEUE_LIMIT = 20;
/** The longest store-name search the queue takes. */
export const SHOP_APPLICATION_SEARCH_MAX = TEXT_LIMITS.name;

/** A page of the queue: one status, the page from 1, a store-name search. */
export interface ShopApplicationQuery {
  readonly status: ShopApplicationQueueStatus;
  readonly page: number;
  readonly q?: string | undefined;
}
