import { httpCommunityGateway, type HttpClient } from '@modavi/adapters';
import type { CommunityGateway } from '@modavi/core';

/** The community feed's gateway; loaded with the feed, a post or a wall. */
export const communityGatewayCreate = (client: HttpClient): CommunityGateway => httpCommunityGateway(client);
