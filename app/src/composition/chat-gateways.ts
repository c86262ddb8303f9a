import { createHttpClient, httpChatGateway, type HttpClient } from '@modavi/adapters';
import type { ChatGateway, RequestContext } from '@modavi/core';

/**
 * The buyer's chat gateway: rooms and messages on the commerce API, the spec's `chat/...` calls
 * on the community API's base address. Loaded with the chat box, never with a first visit.
 */
export const chatGatewayCreate = (commerce: HttpClient, communityApi: string, context: RequestContext): ChatGateway =>
  httpChatGateway(commerce, createHttpClient({ baseUrl: communityApi, context }));
