import * as z from 'zod/mini';
import { API_PATHS, BannerSchema, PromotionShowcaseSchema, type PromotionsGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** Only what the home page's sections read (banners, promotions): a smaller chunk for the first visit. */
export function httpPromotionsHomeGateway(client: HttpClient): Pick<PromotionsGateway, 'promotionsList' | 'bannersList'> {
  return {
    promotionsList: () => client.request({ method: 'GET', path: API_PATHS.promotions, schema: z.array(PromotionShowcaseSchema) }),
    bannersList: () => client.request({ method: 'GET', path: API_PATHS.banners, schema: z.array(BannerSchema) }),
  };
}
