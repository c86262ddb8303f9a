import type { ChatRoom } from './chat-room.js';

/**
 * Read and unread state of the room list (spec section 4: per room and for all), as pure
 * updates the app applies next to the matching calls (chat/read-all, chat/unread-all,
 * chat/unread-message/{id}). A room's last message carries the same flag as its count.
 */

/** The red-dot number: unread messages over all rooms. */
export function chatUnreadTotal(rooms: readonly ChatRoom[]): number {
  return rooms.reduce((sum, room) => sum + room.unread_count, 0);
}

/** How many rooms have something unread. */
export function chatUnreadRooms(rooms: readonly ChatRoom[]): number {
  return rooms.filter((room) => room.unread_count > 0).length;
}

const asRead = (room: ChatRoom): ChatRoom =>
  room.unread_count === 0 && room.last_message?.read !== false
    ? room
    : { ...room, unread_count: 0, ...(room.last_message ? { last_message: { ...room.last_message, read: true } } : {}) };

/**
 * A room with no message has nothing to be unread, so marking it unread leaves it alone;
 * otherwise it shows at least one unread (its own count if it had more).
 */
const asUnread = (room: ChatRoom): ChatRoom =>
  !room.last_message || (room.unread_count > 0 && !room.last_message.read)
    ? room
    : { ...room, unread_count: Math.max(1, room.unread_count), last_message: { ...room.last_message, read: false } };

const updateRoom = (rooms: readonly ChatRoom[], roomId: string, update: (room: ChatRoom) => ChatRoom): ChatRoom[] =>
  rooms.map((room) => (room._id === roomId ? update(room) : room));

/** Marks one room read (opening it); other rooms are returned as they were. */
export const chatRoomMarkRead = (rooms: readonly ChatRoom[], roomId: string): ChatRoom[] => updateRoom(rooms, roomId, asRead);

/** Marks one room unread (the room menu's "mark as unread"). */
export const chatRoomMarkUnread = (rooms: readonly ChatRoom[], roomId: string): ChatRoom[] => updateRoom(rooms, roomId, asUnread);

/** Marks every room read. */
export const chatRoomsReadAll = (rooms: readonly ChatRoom[]): ChatRoom[] => rooms.map(asRead);

/** Marks every room that has a message unread. */
export const chatRoomsUnreadAll = (rooms: readonly ChatRoom[]): ChatRoom[] => rooms.map(asUnread);

/**
 * A room's unread count as the server stores it: the other party's messages after the last
 * read, shown as at least one while the room is marked unread (chat/unread-message/{id},
 * chat/unread-all), as chatRoomMarkUnread shows it in the list.
 */
export function chatRoomUnreadCount(unreadMessages: number, markedUnread: boolean): number {
  const count = Math.max(0, Math.trunc(unreadMessages));
  return markedUnread ? Math.max(1, count) : count;
}
