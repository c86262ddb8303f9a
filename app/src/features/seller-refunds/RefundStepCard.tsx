import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GatewayError, RefundDeskItem, Result } from '@modavi/core';
import { Button, Dialog, Heading } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { refundDeskInvalidate } from '../../queries/refund-desk-queries';
import * as styles from './refund-desk.css';

/** One step on a refund through a desk's gateway (the seller's or the admin's). */
export type RefundStep<G> = (gateway: G) => Promise<Result<RefundDeskItem, GatewayError>>;

/**
 * A desk's steps on one refund: the answer replaces the refund under `detailKey` (the page shows
 * the new state at once), the lists refresh, a refusal says why in a toast.
 */
export function useRefundStep<G>(gateway: () => Promise<G>, detailKey: readonly unknown[], onDone: () => void) {
  const client = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (run: RefundStep<G>) => resultUnwrap(run(await gateway())),
    onSuccess: async (next) => {
      client.setQueryData(detailKey, next);
      onDone();
      await refundDeskInvalidate(client);
    },
    onError: showError,
  });
}

export interface RefundStepButton {
  readonly text: string;
  /** A refusal opens its form in the dialog instead of stepping at once. */
  readonly refuse?: boolean;
  readonly run?: () => void;
}

export interface RefundStepCardProps {
  readonly headingId: string;
  /** What the desk should know before it acts (a countdown, a hint). */
  readonly lead: ReactNode;
  readonly buttons: readonly RefundStepButton[];
  readonly busy: boolean;
  readonly refuseTitle: string;
  /** The refusal's form, drawn in the dialog while it is open. */
  readonly refuseForm: ReactNode;
  readonly refusing: boolean;
  readonly onRefusing: (open: boolean) => void;
}

/** The card of a desk's actions on a refund: its lead, its buttons, and the refusal's dialog. */
export function RefundStepCard({ headingId, lead, buttons, busy, refuseTitle, refuseForm, refusing, onRefusing }: RefundStepCardProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} size="item" id={headingId}>
        {t('refundDesk.actions')}
      </Heading>
      {lead}
      <div className={styles.actions}>
        {buttons.map((button) =>
          button.refuse ? (
            <Button key={button.text} variant="danger" onClick={() => onRefusing(true)}>
              {button.text}
            </Button>
          ) : (
            <Button key={button.text} loading={busy} onClick={button.run}>
              {button.text}
            </Button>
          ),
        )}
      </div>
      <Dialog open={refusing} onOpenChange={onRefusing} title={refuseTitle} closeLabel={t('refundDesk.close')}>
        {refuseForm}
      </Dialog>
    </section>
  );
}

/** The card's state: whether the refusal's dialog is open (a step that lands closes it). */
export const useRefusing = () => useState(false);
