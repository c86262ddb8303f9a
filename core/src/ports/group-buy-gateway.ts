import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { GroupBuyOfferForm } from '../group-buy/group-buy-offer.js';
import type { GroupBuyInviteBody, GroupBuyProduct, GroupBuyRoomView, SellerGroupBuy } from '../group-buy/group-buy-view.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The group-buy (mua chung): a product's offer and rooms, a room's steps, and the seller's set-up. */
export interface GroupBuyGateway {
  product(productId: string): Answer<GroupBuyProduct>;
  room(roomId: string): Answer<GroupBuyRoomView>;
  open(productId: string): Answer<GroupBuyRoomView>;
  join(roomId: string): Answer<GroupBuyRoomView>;
  invite(roomId: string, body: GroupBuyInviteBody): Answer<GroupBuyRoomView>;
  cancel(roomId: string): Answer<GroupBuyRoomView>;
  sellerGet(productId: string): Answer<SellerGroupBuy>;
  sellerSave(productId: string, form: GroupBuyOfferForm): Answer<SellerGroupBuy>;
}
