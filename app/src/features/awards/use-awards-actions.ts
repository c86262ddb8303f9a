import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOTES_PER_CHECK_IN, voteCast, type AwardsBalance, type AwardsNominee } from '@modavi/core';
import { useToast } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { awardsKeys } from './awards-queries';

const codeOf = (error: unknown): string | undefined => (error instanceof GatewayFailure ? error.failure.errorCode : undefined);

/**
 * Check-in and vote for the page. A guest gets the login prompt instead; a vote beyond the
 * balance is refused here by core's voteCast (the server's own rule) before any call, and the
 * server's 'VOTE.OUT_OF_VOTES' shows the same notice.
 */
export function useAwardsActions(balance: AwardsBalance | undefined) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [outOfVotes, setOutOfVotes] = useState(false);
  const refused = (error: unknown) => {
    const code = codeOf(error);
    if (code === 'VOTE.OUT_OF_VOTES') setOutOfVotes(true);
    else if (code === 'AUTH.LOGIN_REQUIRED') loginPromptOpen({ reasonKey: 'awards.loginReason' });
    else errorToast(error);
    void client.invalidateQueries({ queryKey: awardsKeys.all });
  };
  const checkIn = useMutation({
    mutationFn: async () => resultUnwrap((await services.awards()).checkIn()),
    onSuccess: (next) => {
      client.setQueryData(awardsKeys.balance, next);
      setOutOfVotes(false);
      toast.show({ title: t('awards.checkedInToast', { count: VOTES_PER_CHECK_IN }), tone: 'success' });
    },
    onError: refused,
  });
  const vote = useMutation({
    mutationFn: async ({ nominee, count }: { nominee: AwardsNominee; count: number }) =>
      resultUnwrap((await services.awards()).vote({ nominee_id: nominee.id, count })),
    onSuccess: async (result, { nominee, count }) => {
      client.setQueryData<AwardsBalance>(awardsKeys.balance, (before) => (before ? { ...before, balance: result.balance } : before));
      toast.show({ title: t('awards.votedToast', { count, name: nominee.name }), tone: 'success' });
      await client.invalidateQueries({ queryKey: awardsKeys.edition });
    },
    onError: refused,
  });
  const loggedIn = () => {
    if (services.tokens.isLoggedIn()) return true;
    loginPromptOpen({ reasonKey: 'awards.loginReason' });
    return false;
  };
  return {
    // Spent to zero after today's check-in, or a vote refused: a fresh balance of 0 has the check-in button instead.
    outOfVotes: outOfVotes || (balance?.balance === 0 && balance.checked_in_today),
    checkIn: () => loggedIn() && checkIn.mutate(),
    checkingIn: checkIn.isPending,
    vote: (nominee: AwardsNominee, count: number) => {
      if (!loggedIn()) return;
      if (balance && !voteCast(balance.balance, count).ok) {
        setOutOfVotes(true);
        return;
      }
      vote.mutate({ nominee, count });
    },
    votingFor: vote.isPending ? vote.variables.nominee.id : null,
  };
}
