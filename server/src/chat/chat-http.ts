import type { Context } from 'hono';
import { CHAT_ROOM_SEARCH_MAX } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { chatRoomOwned, type ChatOwner } from './chat-store.js';

/** The list's search text (`?q=`), at most CHAT_ROOM_SEARCH_MAX characters; null for none. */
export function chatSearchOf(c: Context): string | null {
  const q = c.req.query('q')?.trim() ?? '';
  if (q.length > CHAT_ROOM_SEARCH_MAX) throw new ApiError(400, ERROR_CODES['CHAT.SEARCH_TOO_LONG'], `q: at most ${CHAT_ROOM_SEARCH_MAX} characters.`);
  return q === '' ? null : q;
}

/**
 * The room of the path, when it is the caller's; any other id (another buyer's, another shop's,
 * none at all) is 404, so a caller learns nothing about rooms that are not its own.
 */
export async function chatRoomOfCaller(db: Db, owner: ChatOwner, c: Context): Promise<string> {
  const roomId = c.req.param('id') ?? '';
  if (roomId.length > 200 || !(await chatRoomOwned(db, owner, roomId))) throw new ApiError(404, ERROR_CODES['CHAT.ROOM_NOT_FOUND'], 'No such chat room.');
  return roomId;
}

/** `?before=`: the oldest message id of the page the caller has. */
export const chatBeforeOf = (c: Context): string | null => {
  const before = c.req.query('before')?.trim() ?? '';
  return before === '' || before.length > 64 ? null : before;
};
