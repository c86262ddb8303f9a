import { queryOptions } from '@tanstack/react-query';
import type { SocialFeedbackGateway, SocialFeedbackStatus } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Gateway = () => Promise<SocialFeedbackGateway>;

export const socialFeedbackKeys = {
  all: ['social-feedback'] as const,
  list: (page: number) => ['social-feedback', 'list', page] as const,
  admin: (page: number, status: SocialFeedbackStatus | undefined) => ['social-feedback', 'admin', status ?? 'all', page] as const,
};

/** The public list's page (emails masked except the caller's own). */
export const socialFeedbackListQueryOptions = (gateway: Gateway, page: number) =>
  queryOptions({ queryKey: socialFeedbackKeys.list(page), queryFn: async () => resultUnwrap((await gateway()).list(page)) });

/** The admin's page, one status or all. */
export const socialFeedbackAdminQueryOptions = (gateway: Gateway, page: number, status: SocialFeedbackStatus | undefined) =>
  queryOptions({
    queryKey: socialFeedbackKeys.admin(page, status),
    queryFn: async () => resultUnwrap((await gateway()).adminList({ page, status })),
  });
