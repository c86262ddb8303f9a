import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { discoveryKeys, shopFollowInvalidate, shopFollowQueryOptions } from '../../queries/discovery-queries';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';

/** The server's answer to a guest (no-login token) who tries to follow. */
const LOGIN_REQUIRED = 'SHOP.FOLLOW_LOGIN_REQUIRED';

const needsLogin = (error: unknown) =>
  error instanceof GatewayFailure && (error.failure.errorCode === LOGIN_REQUIRED || error.failure.status === 401);

/**
 * Follow / unfollow a shop. Logged out, it asks for a login (spec: actions needing an account
 * show the login prompt) instead of calling the server.
 */
export function FollowButton({ shopId, shopName }: { readonly shopId: string; readonly shopName: string }) {
  const { t } = useTranslation();
  const { shopFollow, tokens } = useServices();
  const client = useQueryClient();
  const errorToast = useErrorToast();
  const loggedIn = tokens.isLoggedIn();
  const state = useQuery({ ...shopFollowQueryOptions(shopFollow, shopId), enabled: loggedIn });
  const following = loggedIn && state.data?.following === true;
  const toggle = useMutation({
    mutationFn: (next: boolean) => resultUnwrap(next ? shopFollow.follow(shopId) : shopFollow.unfollow(shopId)),
    onSuccess: async (answer) => {
      client.setQueryData(discoveryKeys.follow(shopId), answer);
      await shopFollowInvalidate(client, shopId);
    },
    onError: (error) => (needsLogin(error) ? loginPromptOpen({ reasonKey: 'seller.followLoginReason' }) : errorToast(error)),
  });

  const click = () => {
    if (!tokens.isLoggedIn()) {
      loginPromptOpen({ reasonKey: 'seller.followLoginReason' });
      return;
    }
    toggle.mutate(!following);
  };

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      title={following ? t('seller.unfollowShop', { name: shopName }) : t('seller.followShop', { name: shopName })}
      loading={toggle.isPending || (loggedIn && state.isPending)}
      onClick={click}
      data-testid="follow-button"
    >
      {following ? t('seller.following') : t('seller.follow')}
    </Button>
  );
}
