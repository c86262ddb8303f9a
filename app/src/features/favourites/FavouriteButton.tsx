import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouriteToggle, type FavouriteState } from '@modavi/core';
import { IconButton, useToast } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { favouriteQueryOptions, promosKeys } from '../promotions/promos-queries';
import { usePromosWords } from '../promotions/use-promos-words';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart on a product: adds it to or removes it from the buyer's favourites, at once on
 * screen (core's favouriteToggle) and then on the server; a visitor without an account gets
 * the login prompt.
 */
export function FavouriteButton({ productId }: { productId: string }) {
  const { t } = usePromosWords();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const errorToast = useErrorToast();
  const loggedIn = services.tokens.isLoggedIn();
  const key = promosKeys.favourite(productId);
  const state = useQuery({ ...favouriteQueryOptions(services.promos, productId), enabled: loggedIn });
  const toggle = useMutation({
    mutationFn: async (favourite: boolean) => resultUnwrap((await services.promos()).favourites.favouriteSet(productId, favourite)),
    onMutate: async (favourite) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FavouriteState>(key);
      if (before) client.setQueryData(key, favouriteToggle(before, favourite));
      return { before };
    },
    onError: (error, _favourite, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      errorToast(error);
    },
    onSuccess: async (next) => {
      client.setQueryData(key, next);
      toast.show({ title: next.favourite ? t('promosShared.added') : t('promosShared.removed'), tone: 'success' });
      await client.invalidateQueries({ queryKey: promosKeys.favouriteList });
    },
  });
  const favourite = loggedIn && state.data?.favourite === true;
  return (
    <IconButton
      label={favourite ? t('promosShared.remove') : t('promosShared.add')}
      aria-pressed={favourite}
      variant="secondary"
      disabled={loggedIn && (state.isPending || toggle.isPending)}
      data-favourite={favourite}
      onClick={() => {
        if (!services.tokens.isLoggedIn()) {
          loginPromptOpen({ reasonKey: 'promosShared.loginReason' });
          return;
        }
        toggle.mutate(!favourite);
      }}
    >
      <Heart filled={favourite} />
    </IconButton>
  );
}
