import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack } from '@modavi/ui';
import { GatewayFailure } from '../../queries/gateway-failure';
import { NotFoundPage } from './NotFoundPage';

/**
 * What a page shows when its loader or render fails: a thing the server does not know (an old
 * link to a category, collection or banner) is the spec's missing page; anything else is the
 * spec's generic 'try again in a few minutes', with a retry that reloads the route's data.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  if (error instanceof GatewayFailure && error.failure.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <Stack gap="lg" align="start">
      <Heading level={1}>{t('errors.generic')}</Heading>
      <Button
        variant="primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('routeError.retry')}
      </Button>
    </Stack>
  );
}
