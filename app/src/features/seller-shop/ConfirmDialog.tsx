import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@modavi/ui';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly pending?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before a change a seller should not make by a slip: showing or hiding a category, deleting. */
export function ConfirmDialog({ open, title, description, confirmLabel, danger = false, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      closeLabel={t('sellerShop.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('sellerShop.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
