import { httpContentGateway, type HttpClient } from '@modavi/adapters';
import type { ContentGateway } from '@modavi/core';

/** The help centre's gateway; loaded with the first guide, policy or index page. */
export const contentGatewayCreate = (client: HttpClient): ContentGateway => httpContentGateway(client);
