import { httpAwardsGateway, httpContentGateway, httpGroupBuyGateway, httpSocialFeedbackGateway, type HttpClient } from '@modavi/adapters';
import type { AwardsGateway, ContentGateway, GroupBuyGateway, SocialFeedbackGateway } from '@modavi/core';

/** The help centre's gateway; loaded with the first guide, policy or index page. */
export const contentGatewayCreate = (client: HttpClient): ContentGateway => httpContentGateway(client);

/** The social-feedback pages' (and the admin desk's) gateway, in the same small chunk. */
export const socialFeedbackGatewayCreate = (client: HttpClient): SocialFeedbackGateway => httpSocialFeedbackGateway(client);

/** The awards page's gateway, in the same small chunk. */
export const awardsGatewayCreate = (client: HttpClient): AwardsGateway => httpAwardsGateway(client);

/** The group-buy's gateway (product page block, room page, seller set-up), in the same small chunk. */
export const groupBuyGatewayCreate = (client: HttpClient): GroupBuyGateway => httpGroupBuyGateway(client);
