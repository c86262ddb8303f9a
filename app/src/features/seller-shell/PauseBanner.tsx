import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@modavi/core';
import { Button } from '@modavi/ui';
import { usePauseEnd } from './use-pause-end';

/**
 * Under the seller area's top bar on every page while the shop is paused: until when buyers
 * cannot order, and the way to reopen at once (the layout draws it only while paused).
 */
export function PauseBanner({ until }: { readonly until: string }) {
  const { t } = useTranslation();
  const end = usePauseEnd();
  return (
    <>
      <p role="status" style={{ margin: 0 }}>
        {t('sellerShell.pause.banner', { date: dateFormat(Date.parse(until)) })}{' '}
        <Link to="/ban-hang/cai-dat/$section" params={{ section: 'che-do-tam-nghi' }}>{t('sellerShell.pause.details')}</Link>
      </p>
      <Button type="button" size="sm" variant="secondary" loading={end.isPending} onClick={() => end.mutate()}>
        {t('sellerShell.pause.end')}
      </Button>
    </>
  );
}
