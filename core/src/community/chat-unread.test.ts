import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chatRoomMarkRead,
  chatRoomMarkUnread,
  chatRoomsReadAll,
  chatRoomsUnreadAll,
  chatUnreadRooms,
  chatUnreadTotal,
  chatRoomUnreadCount,
} from './chat-unread.js';
import type { ChatRoom } from './chat-room.js';
import { makeChatMessage, makeChatRoom } from '../testing/community-factories.js';

/** Rooms as the server may send them, including a count and a read flag that disagree. */
const roomsArb: fc.Arbitrary<ChatRoom[]> = fc
  .array(fc.record({ unread: fc.nat({ max: 20 }), hasMessage: fc.boolean(), read: fc.boolean() }), { maxLength: 8 })
  .map((rooms) =>
    rooms.map(({ unread, hasMessage, read }, i) =>
      makeChatRoom({
        _id: `room-${i}`,
        unread_count: hasMessage ? unread : 0,
        last_message: hasMessage ? makeChatMessage({ _id: `m-${i}`, room_id: `room-${i}`, read }) : null,
      }),
    ),
  );

describe('chatUnreadTotal and chatUnreadRooms', () => {
  it('add up unread messages and count rooms with any', () => {
    const rooms = [makeChatRoom({ _id: 'a', unread_count: 3 }), makeChatRoom({ _id: 'b', unread_count: 0 }), makeChatRoom({ _id: 'c', unread_count: 2 })];
    expect(chatUnreadTotal(rooms)).toBe(5);
    expect(chatUnreadRooms(rooms)).toBe(2);
    expect(chatUnreadTotal([])).toBe(0);
  });
});

describe('marking one room', () => {
  it('read clears its count and reads its last message; other rooms are the same objects', () => {
    const rooms = [makeChatRoom({ _id: 'a', unread_count: 3 }), makeChatRoom({ _id: 'b', unread_count: 2 })];
    const next = chatRoomMarkRead(rooms, 'a');
    expect(next[0]).toMatchObject({ unread_count: 0, last_message: { read: true } });
    expect(next[1]).toBe(rooms[1]);
    expect(chatUnreadTotal(next)).toBe(2);
  });

  it('unread shows at least one and keeps a higher count', () => {
    const read = makeChatRoom({ unread_count: 0, last_message: makeChatMessage({ read: true }) });
    expect(chatRoomMarkUnread([read], 'room-1')[0]).toMatchObject({ unread_count: 1, last_message: { read: false } });
    const many = makeChatRoom({ unread_count: 4 });
    expect(chatRoomMarkUnread([many], 'room-1')[0]).toBe(many);
  });

  it('unread leaves a room without messages alone', () => {
    const empty = makeChatRoom({ unread_count: 0, last_message: null });
    expect(chatRoomMarkUnread([empty], 'room-1')[0]).toBe(empty);
  });

  it('an unknown room id changes nothing', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        expect(chatRoomMarkRead(rooms, 'nope')).toEqual(rooms);
        expect(chatRoomMarkUnread(rooms, 'nope')).toEqual(rooms);
      }),
    );
  });
});

describe('all rooms', () => {
  it('read all leaves nothing unread and every message read', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const next = chatRoomsReadAll(rooms);
        expect(chatUnreadTotal(next)).toBe(0);
        expect(next.every((room) => room.last_message?.read !== false)).toBe(true);
      }),
    );
  });

  it('unread all marks exactly the rooms that have a message', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const next = chatRoomsUnreadAll(rooms);
        expect(chatUnreadRooms(next)).toBe(rooms.filter((room) => room.last_message).length);
        expect(chatUnreadTotal(next)).toBeGreaterThanOrEqual(chatUnreadTotal(rooms));
      }),
    );
  });

  it('each update is idempotent and keeps the rooms, their order and their ids', () => {
    fc.assert(
      fc.property(roomsArb, fc.nat({ max: 8 }), (rooms, pick) => {
        const id = `room-${pick}`;
        const updates = [
          (list: readonly ChatRoom[]) => chatRoomMarkRead(list, id),
          (list: readonly ChatRoom[]) => chatRoomMarkUnread(list, id),
          chatRoomsReadAll,
          chatRoomsUnreadAll,
        ];
        for (const update of updates) {
          const once = update(rooms);
          expect(update(once)).toEqual(once);
          expect(once.map((room) => room._id)).toEqual(rooms.map((room) => room._id));
        }
      }),
    );
  });

  it('read then unread of one room gives it exactly one unread', () => {
    fc.assert(
      fc.property(roomsArb.filter((rooms) => rooms.some((room) => room.last_message)), (rooms) => {
        const target = rooms.find((room) => room.last_message)?._id ?? '';
        const next = chatRoomMarkUnread(chatRoomMarkRead(rooms, target), target);
        expect(next.find((room) => room._id === target)?.unread_count).toBe(1);
      }),
    );
  });
});

describe('chatRoomUnreadCount', () => {
  it('is the count, at least one while marked unread, never negative (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.boolean(), (count, marked) => {
        const shown = chatRoomUnreadCount(count, marked);
        expect(shown).toBeGreaterThanOrEqual(marked ? 1 : 0);
        expect(shown).toBe(marked ? Math.max(1, count, 0) : Math.max(0, count));
      }),
    );
  });

  it('agrees with the list’s own mark-unread update', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), (count) => {
        const room = makeChatRoom({ unread_count: count, last_message: makeChatMessage({ read: count === 0 }) });
        expect(chatRoomMarkUnread([room], room._id)[0]?.unread_count).toBe(chatRoomUnreadCount(count, true));
      }),
    );
  });
});
