import { SOCIAL_FEEDBACK_API_PATHS, SocialFeedbackItemSchema, SocialFeedbackPageSchema, type SocialFeedbackGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = SOCIAL_FEEDBACK_API_PATHS;

/** SocialFeedbackGateway over `api/v1/mobile/social-feedback` and the admin's `api/v1/cms-admin/social-feedback`. */
export function httpSocialFeedbackGateway(client: HttpClient): SocialFeedbackGateway {
  return {
    send: (form) => client.request({ method: 'POST', path: P.socialFeedback, schema: SocialFeedbackItemSchema, body: form }),
    list: (page) => client.request({ method: 'GET', path: P.socialFeedback, schema: SocialFeedbackPageSchema, query: { page: String(page) } }),
    adminList: ({ page, status }) =>
      client.request({
        method: 'GET',
        path: P.adminSocialFeedback,
        schema: SocialFeedbackPageSchema,
        query: { page: String(page), ...(status ? { status } : {}) },
      }),
    adminStatusSet: (id, status) => client.request({ method: 'PUT', path: P.adminSocialFeedbackStatus(id), schema: SocialFeedbackItemSchema, body: { status } }),
  };
}
