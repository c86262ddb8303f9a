import { useTranslation } from 'react-i18next';
import { chatRoomOther, relativeTime, type ChatRoom, type Locale, uploadedImageSrcSet } from '@modavi/core';
import { Avatar, Badge, Menu, IconButton } from '@modavi/ui';
import type { ChatSide } from '../../queries/chat-queries';
import * as styles from './chat.css';

export interface ChatRoomListProps {
  readonly side: ChatSide;
  readonly rooms: readonly ChatRoom[] | undefined;
  readonly currentId: string | null;
  readonly onOpen: (roomId: string) => void;
  readonly onMark: (roomId: string, mark: 'read' | 'unread' | 'hide') => void;
  /** Shown when there is no room (the buyer's suggestions, a search with no match). */
  readonly emptyText: string;
}

function DotsIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false}>
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/** What the list says of a room's last message: its text, or what it carries. */
export function chatPreview(room: ChatRoom, t: (key: string) => string): string {
  const last = room.last_message;
  if (!last) return t('chat.noMessageYet');
  if (last.text) return last.text;
  return last.media.length > 0 ? t('chat.previewImage') : t('chat.previewProduct');
}

/** The rooms of one side: the other party, the last message, unread counts, and each room's marks. */
export function ChatRoomList({ side, rooms, currentId, onOpen, onMark, emptyText }: ChatRoomListProps) {
  const { t, i18n } = useTranslation();
  if (rooms && rooms.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const now = Date.now();
  return (
    <ul className={styles.rooms} aria-label={t('chat.roomsLabel')} aria-busy={rooms === undefined}>
      {(rooms ?? []).map((room) => {
        const other = chatRoomOther(room, side);
        const name = other?.name ?? '';
        return (
          <li key={room._id} className={styles.roomRow} data-room={room._id}>
            <button type="button" className={styles.roomButton} aria-current={room._id === currentId} onClick={() => onOpen(room._id)}>
              <Badge count={room.unread_count} label={t('chat.unreadCount', { count: room.unread_count })} tone="danger">
                <Avatar initial={name.slice(0, 1)} src={other?.avatar ?? null} srcSet={uploadedImageSrcSet(other?.avatar)} size="sm" />
              </Badge>
              <span className={styles.roomText}>
                <span className={styles.roomName}>{name}</span>
                <span className={styles.roomPreview} data-unread={room.unread_count > 0}>
                  {chatPreview(room, t)}
                  {room.updated_at ? ` · ${relativeTime(room.updated_at, now, i18n.language as Locale, { short: true })}` : ''}
                </span>
              </span>
            </button>
            <Menu
              trigger={
                <IconButton label={t('chat.roomMenu', { name })} size="sm">
                  <DotsIcon />
                </IconButton>
              }
              items={[
                room.unread_count > 0
                  ? { id: 'read', label: t('chat.markRead'), onSelect: () => onMark(room._id, 'read') }
                  : { id: 'unread', label: t('chat.markUnread'), onSelect: () => onMark(room._id, 'unread'), disabled: !room.last_message },
                { id: 'hide', label: t('chat.hide'), onSelect: () => onMark(room._id, 'hide'), tone: 'danger' },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
