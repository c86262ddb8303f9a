import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatMessageRefusal, chatPartyIn, chatRoomId, chatRoomParties, chatRoomRefusal } from './chat-room-party.js';

describe('chat rooms have two parties: the buyer and the shop’s seller', () => {
  const room = chatRoomId('shop-1', 'user-1');

  it('lets the buyer and the shop’s seller in, and nobody else', () => {
    expect(chatRoomRefusal(room, { kind: 'buyer', userId: 'user-1' })).toBeNull();
    expect(chatRoomRefusal(room, { kind: 'seller', shopId: 'shop-1' })).toBeNull();
    expect(chatRoomRefusal(room, { kind: 'buyer', userId: 'user-2' })).toBe('CHAT.NOT_A_PARTY');
    expect(chatRoomRefusal(room, { kind: 'seller', shopId: 'shop-2' })).toBe('CHAT.NOT_A_PARTY');
    // A buyer id that happens to be a shop's id is still not that shop's seller.
    expect(chatRoomRefusal(room, { kind: 'buyer', userId: 'shop-1' })).toBe('CHAT.NOT_A_PARTY');
    expect(chatRoomRefusal(room, null)).toBe('CHAT.LOGIN_REQUIRED');
  });

  it('takes a message only from a party that joined the room', () => {
    expect(chatMessageRefusal(room, { kind: 'buyer', userId: 'user-1' }, false)).toBe('CHAT.NOT_IN_ROOM');
    expect(chatMessageRefusal(room, { kind: 'buyer', userId: 'user-1' }, true)).toBeNull();
    expect(chatMessageRefusal(room, { kind: 'buyer', userId: 'user-2' }, true)).toBe('CHAT.NOT_A_PARTY');
  });

  it('refuses ids that are not rooms of ours', () => {
    for (const id of ['room-1', 'shop:a:buyer:', 'shop:a:b:buyer:c', `${room}:extra`]) {
      expect(chatRoomRefusal(id, { kind: 'buyer', userId: 'c' })).toBe('CHAT.NOT_A_PARTY');
    }
  });

  it('reads back the parties it wrote (property)', () => {
    const id = fc.stringMatching(/^[a-z0-9-]{1,24}$/);
    fc.assert(
      fc.property(id, id, (shopId, buyerId) => {
        expect(chatRoomParties(chatRoomId(shopId, buyerId))).toEqual({ shopId, buyerId });
      }),
    );
  });
});

describe('chatPartyIn', () => {
  it('speaks as the shop’s seller in the shop’s rooms and as the buyer elsewhere', () => {
    const parties = [{ kind: 'buyer', userId: 'u-9' }, { kind: 'seller', shopId: 'shop-1' }] as const;
    expect(chatPartyIn(chatRoomId('shop-1', 'u-1'), parties)).toEqual({ kind: 'seller', shopId: 'shop-1' });
    expect(chatPartyIn(chatRoomId('shop-2', 'u-9'), parties)).toEqual({ kind: 'buyer', userId: 'u-9' });
    expect(chatPartyIn(chatRoomId('shop-2', 'u-1'), parties)).toBeNull();
  });
});
