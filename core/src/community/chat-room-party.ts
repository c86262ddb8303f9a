/**
 * Who is speaking in chat, as the server has verified it: a buyer's account, or a shop's
 * seller. A visitor without an account is neither (spec section 6: chat is a buyer's).
 */
export type ChatParty = { readonly kind: 'buyer'; readonly userId: string } | { readonly kind: 'seller'; readonly shopId: string };

const ROOM_ID = /^shop:([^:\s]+):buyer:([^:\s]+)$/;

/**
 * The id of the room between a shop and a buyer. The parties are written into the id, so
 * whether someone belongs to a room needs no lookup and cannot be claimed: the room a socket
 * asks for is checked against who the server knows it to be (`chatRoomHasParty`).
 */
export const chatRoomId = (shopId: string, buyerId: string): string => `shop:${shopId}:buyer:${buyerId}`;

/** The shop and buyer of a room id, or null for an id that is not a room of ours. */
export function chatRoomParties(roomId: string): { readonly shopId: string; readonly buyerId: string } | null {
  const match = ROOM_ID.exec(roomId);
  return match?.[1] && match[2] ? { shopId: match[1], buyerId: match[2] } : null;
}

/**
 * Why a message from `party` to `roomId` is refused, or null: the socket must have joined the
 * room first (`joined`), and still be one of its parties (`chatRoomRefusal`).
 */
export function chatMessageRefusal(roomId: string, party: ChatParty | null, joined: boolean): 'CHAT.NOT_IN_ROOM' | 'CHAT.LOGIN_REQUIRED' | 'CHAT.NOT_A_PARTY' | null {
  return joined ? chatRoomRefusal(roomId, party) : 'CHAT.NOT_IN_ROOM';
}

/**
 * Why `party` may not join or post in `roomId`, or null when it may: only the room's buyer
 * and the room's shop's seller are parties; a visitor without an account is asked to log in.
 */
export function chatRoomRefusal(roomId: string, party: ChatParty | null): 'CHAT.LOGIN_REQUIRED' | 'CHAT.NOT_A_PARTY' | null {
  if (party === null) return 'CHAT.LOGIN_REQUIRED';
  const parties = chatRoomParties(roomId);
  if (!parties) return 'CHAT.NOT_A_PARTY';
  const member = party.kind === 'buyer' ? parties.buyerId === party.userId : parties.shopId === party.shopId;
  return member ? null : 'CHAT.NOT_A_PARTY';
}

/**
 * Which of the caller's parties speaks in `roomId`: an account that runs a shop is that shop's
 * seller in the shop's rooms and a buyer everywhere else, so its seller side is asked first.
 * Null when none of them belongs to the room.
 */
export function chatPartyIn(roomId: string, parties: readonly ChatParty[]): ChatParty | null {
  const members = parties.filter((party) => chatRoomRefusal(roomId, party) === null);
  return members.find((party) => party.kind === 'seller') ?? members[0] ?? null;
}
