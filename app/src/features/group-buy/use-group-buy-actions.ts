import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { GROUP_BUY_ROOM_PAGE, type GroupBuyRoomView, type VariantChoice } from '@modavi/core';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { groupBuyKeys } from './group-buy-queries';

/**
 * Opening and joining a room from the product page or a shared link. A visitor gets the login
 * prompt (the server would answer AUTH.LOGIN_REQUIRED); on success the room's page opens, with
 * the options the buyer had picked on the product page already chosen for paying.
 */
export function useGroupBuyEnter() {
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  const entered = async (room: GroupBuyRoomView, { choice }: { readonly choice?: VariantChoice | undefined }) => {
    client.setQueryData(groupBuyKeys.room(room._id), room);
    if (choice?.some((option) => option !== null)) client.setQueryData(groupBuyKeys.choice(room._id), choice);
    await client.invalidateQueries({ queryKey: groupBuyKeys.product(room.product._id) });
    await navigate({ to: GROUP_BUY_ROOM_PAGE, params: { roomId: room._id } });
  };
  const refused = (error: unknown) => {
    if (error instanceof GatewayFailure && error.failure.errorCode === 'AUTH.LOGIN_REQUIRED') loginPromptOpen({ reasonKey: 'groupBuy.loginReason' });
    else errorToast(error);
    void client.invalidateQueries({ queryKey: groupBuyKeys.all });
  };
  const open = useMutation({
    mutationFn: async ({ productId }: { readonly productId: string; readonly choice?: VariantChoice | undefined }) =>
      resultUnwrap((await services.groupBuy()).open(productId)),
    onSuccess: entered,
    onError: refused,
  });
  const join = useMutation({
    mutationFn: async ({ roomId }: { readonly roomId: string; readonly choice?: VariantChoice | undefined }) =>
      resultUnwrap((await services.groupBuy()).join(roomId)),
    onSuccess: entered,
    onError: refused,
  });
  const loggedIn = (): boolean => {
    if (services.tokens.isLoggedIn()) return true;
    loginPromptOpen({ reasonKey: 'groupBuy.loginReason' });
    return false;
  };
  return {
    open: (productId: string, choice?: VariantChoice) => loggedIn() && open.mutate({ productId, choice }),
    join: (roomId: string, choice?: VariantChoice) => loggedIn() && join.mutate({ roomId, choice }),
    busy: open.isPending || join.isPending,
  };
}
