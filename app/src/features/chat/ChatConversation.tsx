import { useEffect, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatChannel, ChatProductCard, ChatRoomsGateway, MediaGateway } from '@modavi/core';
import { Button, Skeleton } from '@modavi/ui';
import { chatMessageArrived, chatMessagesQueryOptions, type ChatSide } from '../../queries/chat-queries';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { useRoomRead } from './use-room-read';
import * as styles from './chat.css';

export interface ChatConversationProps {
  readonly side: ChatSide;
  readonly roomId: string;
  readonly title: string;
  readonly gateway: () => Promise<ChatRoomsGateway>;
  /** The live socket; null while it connects (the history shows, sending waits). */
  readonly channel: ChatChannel | null;
  readonly media: MediaGateway;
  /** Whether the room is on screen (a minimised box reads nothing). */
  readonly visible: boolean;
  readonly product?: ChatProductCard | null;
  readonly onProductDrop?: () => void;
  /** Before the title: the phone's way back to the list. */
  readonly leading?: ReactNode;
  /** The title's heading level under the page's own (the box's title is an h2, the seller page's an h1). */
  readonly titleLevel?: 2 | 3;
}

/** A room's messages (newest at the bottom, older pages on request) and the composer. */
export function ChatConversation({ side, roomId, title, gateway, channel, media, visible, product = null, onProductDrop = () => undefined, leading, titleLevel = 3 }: ChatConversationProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const history = useInfiniteQuery(chatMessagesQueryOptions(side, gateway, roomId));
  const messages = history.data?.pages.flatMap((page) => page.items) ?? [];
  useEffect(() => channel?.join(roomId), [channel, roomId]);
  useRoomRead(side, gateway, roomId, messages[0], visible && history.isSuccess);
  // "Seen" under my newest message the other side has read.
  const seenId = messages.find((message) => message.sender_kind === side)?.read ? messages.find((message) => message.sender_kind === side)?._id : undefined;

  const send = async (input: Parameters<ChatChannel['send']>[1]) => {
    if (!channel) return 'CHAT.SEND_FAILED';
    const reply = await channel.send(roomId, input);
    if (!reply.ok) return reply.error;
    chatMessageArrived(client, side, reply.message);
    return null;
  };
  const upload = async (file: File) => {
    const uploaded = await media.imageUpload(file);
    return uploaded.ok ? { url: uploaded.value.url } : { code: uploaded.error.errorCode?.startsWith('FILE.') ? uploaded.error.errorCode : 'FILE.UPLOAD_FAILED' };
  };

  return (
    <>
      <div className={styles.roomHeader}>
        {leading}
        {titleLevel === 2 ? <h2 className={styles.roomTitle}>{title}</h2> : <h3 className={styles.roomTitle}>{title}</h3>}
      </div>
      <ol className={styles.messages} aria-label={t('chat.messagesLabel', { name: title })} aria-busy={history.isPending} data-testid="chat-messages">
        {history.isPending ? (
          <li>
            <Skeleton shape="rect" height="3rem" />
          </li>
        ) : null}
        {messages.map((message) => (
          <ChatMessageItem key={message._id} message={message} mine={message.sender_kind === side} showSeen={message._id === seenId} />
        ))}
        {history.hasNextPage ? (
          <li className={styles.older}>
            <Button variant="secondary" size="sm" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t('chat.older')}
            </Button>
          </li>
        ) : null}
        {history.isSuccess && messages.length === 0 ? <li className={styles.empty}>{t('chat.startHint')}</li> : null}
      </ol>
      <ChatComposer send={send} upload={upload} product={product} onProductDrop={onProductDrop} disabled={channel === null} />
    </>
  );
}
