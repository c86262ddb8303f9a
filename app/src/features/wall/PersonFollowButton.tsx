import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { accountKeys } from '../../queries/account-queries';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';

const REASON_KEY = 'account.wall.followLoginReason';

const needsLogin = (error: unknown) => error instanceof GatewayFailure && error.failure.status === 401;

/**
 * Follow / unfollow the person whose wall this is. Logged out, it opens the login prompt
 * (spec: actions needing an account) instead of calling the server.
 */
export function PersonFollowButton({ wall }: { readonly wall: PublicProfile }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const errorToast = useErrorToast();
  const following = services.tokens.isLoggedIn() && wall.followed_by_viewer;
  const toggle = useMutation({
    mutationFn: async (next: boolean) => resultUnwrap((await services.accountGateways()).account.personFollow(wall._id, next)),
    onSuccess: (answer) => client.setQueryData(accountKeys.wall(wall._id), answer),
    onError: (error) => (needsLogin(error) ? loginPromptOpen({ reasonKey: REASON_KEY }) : errorToast(error)),
  });
  const click = () => {
    if (!services.tokens.isLoggedIn()) {
      loginPromptOpen({ reasonKey: REASON_KEY });
      return;
    }
    toggle.mutate(!following);
  };
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      title={following ? t('account.wall.unfollowTitle', { name: wall.name }) : t('account.wall.followTitle', { name: wall.name })}
      aria-pressed={following}
      loading={toggle.isPending}
      onClick={click}
    >
      {following ? t('account.wall.followingPerson') : t('account.wall.follow')}
    </Button>
  );
}
