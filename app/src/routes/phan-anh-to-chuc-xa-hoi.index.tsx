import { createFileRoute } from '@tanstack/react-router';
import { SocialFeedbackPage } from '../features/social-feedback/SocialFeedbackPage';

/** /phan-anh-to-chuc-xa-hoi: the social-organisation feedback form (spec 2). */
export const Route = createFileRoute('/phan-anh-to-chuc-xa-hoi/')({
  loader: async ({ context }) => (await import('../features/social-feedback/social-feedback-loaders')).socialFeedbackLoaders.form(context),
  component: SocialFeedbackPage,
});
