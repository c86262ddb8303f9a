/**
 * The state filters of the seller's lists, in a module without schemas: the routes' search
 * readers need them, and a route's search reader is part of the first visit's route tree.
 */
/** Spec 4, banners: upcoming, running, ended (a deleted banner is not listed). */
export const BANNER_LIST_STATES = ['upcoming', 'running', 'ended'] as const;
export type BannerListState = (typeof BANNER_LIST_STATES)[number];

/** Spec 4, shop categories: show or hide. */
export const SHOP_CATEGORY_LIST_STATES = ['show', 'hide'] as const;

/** Spec 4, product filter: all, available, sold out, hidden, draft, pending confirmation, rejected. */
export const PRODUCT_FILTER_STATES = ['all', 'available', 'sold_out', 'hidden', 'draft', 'pending_confirmation', 'rejected'] as const;
export type ProductFilterState = (typeof PRODUCT_FILTER_STATES)[number];

/** Spec 4, vouchers and promotion programs: upcoming, running, ended (an early end is ended; a deleted one is not listed). */
export const CAMPAIGN_LIST_STATES = ['upcoming', 'running', 'ended'] as const;
export type CampaignListState = (typeof CAMPAIGN_LIST_STATES)[number];
