import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_ROOM_SEARCH_MAX, chatRoomOther, type SellerChatGateway } from '@modavi/core';
import { Heading, IconButton, Input, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { chatRoomsQueryOptions } from '../../queries/chat-queries';
import { ChatConversation } from '../chat/ChatConversation';
import { ChatListTools } from '../chat/ChatListTools';
import { ChatRoomList } from '../chat/ChatRoomList';
import { useChatChannel } from '../chat/use-chat-channel';
import { useRoomMark } from '../chat/use-room-mark';
import { BuyerOrders } from './BuyerOrders';
import * as styles from '../chat/chat.css';

export interface SellerChatPageProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: Record<string, unknown> }) => Promise<void>;
}

/**
 * The seller's chat (`/ban-hang/tro-chuyen?id=<roomId>`): the shop's rooms with unread counts
 * and a search by the buyer's name, the chosen room's conversation (live through the socket),
 * and the buyer's latest orders with the shop beside it on wide screens.
 */
export function SellerChatPage({ search, navigate }: SellerChatPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  // Stable: the room's read effect and the queries key their work on it.
  const gateway = useCallback((): Promise<SellerChatGateway> => services.seller().then((seller) => seller.chat), [services]);
  const [q, setQ] = useState('');
  const roomId = typeof search['id'] === 'string' && search['id'] !== '' ? search['id'] : null;
  const rooms = useQuery(chatRoomsQueryOptions('seller', gateway, q.trim()));
  const channel = useChatChannel('seller', true);
  const mark = useRoomMark('seller', gateway);
  const open = (id: string | null) => void navigate({ search: id ? { id } : {} });
  const room = rooms.data?.find((candidate) => candidate._id === roomId);
  const buyer = room ? chatRoomOther(room, 'seller') : undefined;

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('chat.seller.title')}</Heading>
      <div className={styles.sellerLayout}>
        <div className={styles.layout} data-view={roomId ? 'room' : 'list'} style={{ display: 'contents' }}>
          <div className={styles.listPane}>
            <ChatListTools
              side="seller"
              gateway={gateway}
              search={<Input label={t('chat.seller.search')} hideLabel type="search" placeholder={t('chat.seller.search')} maxLength={CHAT_ROOM_SEARCH_MAX} value={q} onChange={(event) => setQ(event.target.value)} />}
            />
            <ChatRoomList
              side="seller"
              rooms={rooms.data}
              currentId={roomId}
              onOpen={open}
              onMark={(id, how) => {
                if (how === 'hide' && id === roomId) open(null);
                mark(id, how);
              }}
              emptyText={t(q.trim() ? 'chat.seller.noMatch' : 'chat.seller.noRooms')}
            />
          </div>
          <div className={styles.roomPane}>
            {roomId ? (
              <ChatConversation
                key={roomId}
                side="seller"
                roomId={roomId}
                title={buyer?.name ?? ''}
                gateway={gateway}
                channel={channel}
                media={services.media}
                visible
                titleLevel={2}
                leading={
                  <IconButton label={t('chat.back')} size="sm" className={styles.backOnPhone} onClick={() => open(null)}>
                    <span aria-hidden>‹</span>
                  </IconButton>
                }
              />
            ) : (
              <p className={styles.empty}>{t('chat.pickRoom')}</p>
            )}
          </div>
        </div>
        {roomId ? <BuyerOrders roomId={roomId} gateway={gateway} /> : <div className={styles.orders} />}
      </div>
    </Stack>
  );
}
