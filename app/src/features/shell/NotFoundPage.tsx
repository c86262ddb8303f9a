import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack } from '@modavi/ui';

/** Spec: a missing page shows 'This page could not be found.' */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="start">
      <Heading level={1}>{t('notFound.title')}</Heading>
      <Button asChild variant="primary">
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </Stack>
  );
}
