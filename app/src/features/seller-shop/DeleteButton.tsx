import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GatewayError, Result } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteButtonProps {
  readonly title: string;
  readonly description: string;
  readonly remove: () => Promise<Result<void, GatewayError>>;
  readonly onDeleted: () => void | Promise<void>;
}

/** Deletes after a confirmation; the caller says what and where to go next. */
export function DeleteButton({ title, description, remove, onDeleted }: DeleteButtonProps) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const deletion = useMutation({
    mutationFn: () => resultUnwrap(remove()),
    onSuccess: async () => {
      setAsking(false);
      await onDeleted();
    },
    onError: showError,
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {t('sellerShop.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title={title}
        description={description}
        confirmLabel={t('sellerShop.delete')}
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
