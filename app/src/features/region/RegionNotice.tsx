import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { Button, Dialog } from '@modavi/ui';
import { localeBundleReady } from '../../i18n/locale-bundles';

export interface RegionNoticeProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The notice's words (lazy bundle `region`). */
export const regionNoticeReady = (instance: i18n): Promise<void> => localeBundleReady(instance, 'region');

/** Tells a visitor from abroad that the interface switched to English (the kr locale). */
export function RegionNotice({ open, onClose }: RegionNoticeProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('region.title')}
      description={t('region.body')}
      closeLabel={t('region.close')}
      footer={<Button onClick={onClose}>{t('region.ok')}</Button>}
    />
  );
}
