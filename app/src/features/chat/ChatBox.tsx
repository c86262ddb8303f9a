import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { chatRoomOther, type ChatProductCard } from '@modavi/core';
import { Badge, IconButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { chatKeys, chatRoomsQueryOptions } from '../../queries/chat-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import type { ChatBoxState, ChatOpenRequest } from './chat-open';
import { ChatConversation } from './ChatConversation';
import { ChatRoomList } from './ChatRoomList';
import { ChatListTools } from './ChatListTools';
import { ChatSuggestions } from './ChatSuggestions';
import { useChatChannel } from './use-chat-channel';
import { useRoomMark } from './use-room-mark';
import { ChatIcon } from './ChatIcon';
import * as styles from './chat.css';

/** The box's words (the lazy `chat` bundle): loaded with the box's first opening. */
function useWordsReady(instance: i18n): boolean {
  const [ready, setReady] = useState(() => instance.exists('chat.title'));
  useEffect(() => {
    let live = true;
    void localeBundleReady(instance, 'chat').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [instance]);
  return ready;
}

/**
 * Keeps the box's bottom above the on-screen keyboard where the browser does not shrink the
 * page for it (Safari; Chrome does, from the viewport meta's `interactive-widget`): the part
 * of the layout viewport the visual viewport leaves uncovered at the bottom.
 */
function useKeyboardInset(element: RefObject<HTMLElement | null>, drawn: boolean): void {
  useEffect(() => {
    const visual = window.visualViewport;
    if (!visual || !drawn) return;
    const place = () => {
      const covered = Math.max(0, Math.round(window.innerHeight - visual.height - visual.offsetTop));
      element.current?.style.setProperty(styles.KEYBOARD_INSET, `${covered}px`);
    };
    place();
    visual.addEventListener('resize', place);
    visual.addEventListener('scroll', place);
    return () => {
      visual.removeEventListener('resize', place);
      visual.removeEventListener('scroll', place);
    };
  }, [element, drawn]);
}

export interface ChatBoxProps {
  readonly request: ChatOpenRequest | null;
  readonly state: Exclude<ChatBoxState, 'closed'>;
  readonly unread: number;
  readonly onState: (state: ChatBoxState) => void;
}

/**
 * The buyer's chat box (spec section 2, "chat box with mini mode"): rooms and a conversation,
 * a floating panel bottom right on wide screens, a full screen on phones; minimised it is a
 * pill with the unread count, and the socket stays open so the count follows.
 */
export default function ChatBox({ request, state, unread, onState }: ChatBoxProps) {
  const { t, i18n } = useTranslation();
  const words = useWordsReady(i18n);
  const services = useServices();
  const client = useQueryClient();
  const errorToast = useErrorToast();
  const channel = useChatChannel('buyer', true);
  const rooms = useQuery(chatRoomsQueryOptions('buyer', services.chat));
  const [roomId, setRoomId] = useState<string | null>(null);
  const [product, setProduct] = useState<ChatProductCard | null>(null);
  const mark = useRoomMark('buyer', services.chat);
  const section = useRef<HTMLElement>(null);
  useKeyboardInset(section, words);
  // Opening (or restoring) the box takes the keyboard there; Escape minimises it again.
  useEffect(() => {
    if (state === 'open') section.current?.focus();
  }, [state, words]);

  const openShop = useCallback(
    (shopId: string) =>
      void resultUnwrap(services.chat().then((chat) => chat.open(shopId)))
        .then((room) => {
          setRoomId(room._id);
          void client.invalidateQueries({ queryKey: chatKeys.all('buyer') });
        })
        .catch(errorToast),
    [services, client, errorToast],
  );
  useEffect(() => {
    if (!request?.shopId) return;
    setProduct(request.product ?? null);
    openShop(request.shopId);
  }, [request, openShop]);

  const room = rooms.data?.find((candidate) => candidate._id === roomId);
  if (!words) return null;
  const title = room ? (chatRoomOther(room, 'buyer')?.name ?? '') : '';
  const minimised = state === 'mini';
  // At the end of the body, out of the header's stacking context: above the bottom navigation.
  return createPortal(
    <>
      {minimised ? (
        <button type="button" className={styles.mini} onClick={() => onState('open')} data-testid="chat-mini">
          <ChatIcon />
          {t('chat.title')}
          <Badge count={unread} tone="danger" label={t('chat.unreadCount', { count: unread })} />
        </button>
      ) : null}
      <section
        ref={section}
        tabIndex={-1}
        className={styles.box}
        aria-label={t('chat.title')}
        hidden={minimised}
        data-testid="chat-box"
        onKeyDown={(event) => {
          // A menu of the list is portaled out of the box: its Escape closes the menu only.
          if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onState('mini');
        }}
      >
        <header className={styles.boxHeader}>
          <h2 className={styles.boxTitle}>{t('chat.title')}</h2>
          <IconButton label={t('chat.minimise')} size="sm" className={styles.headerButton} onClick={() => onState('mini')} data-testid="chat-minimise">
            <span aria-hidden>–</span>
          </IconButton>
          <IconButton label={t('chat.close')} size="sm" className={styles.headerButton} onClick={() => onState('closed')}>
            <span aria-hidden>×</span>
          </IconButton>
        </header>
        <div className={styles.layout} data-view={roomId ? 'room' : 'list'}>
          <div className={styles.listPane}>
            <ChatListTools side="buyer" gateway={services.chat} />
            <ChatRoomList
              side="buyer"
              rooms={rooms.data}
              currentId={roomId}
              onOpen={setRoomId}
              onMark={(id, how) => {
                if (how === 'hide' && id === roomId) setRoomId(null);
                mark(id, how);
              }}
              emptyText={t('chat.noRooms')}
            />
            {rooms.data?.length === 0 ? <ChatSuggestions onPick={openShop} /> : null}
          </div>
          <div className={styles.roomPane}>
            {roomId ? (
              <ChatConversation
                key={roomId}
                side="buyer"
                roomId={roomId}
                title={title}
                gateway={services.chat}
                channel={channel}
                media={services.media}
                visible={!minimised}
                product={product}
                onProductDrop={() => setProduct(null)}
                leading={
                  <IconButton label={t('chat.back')} size="sm" className={styles.backOnPhone} onClick={() => setRoomId(null)}>
                    <span aria-hidden>‹</span>
                  </IconButton>
                }
              />
            ) : (
              <p className={styles.empty}>{t('chat.pickRoom')}</p>
            )}
          </div>
        </div>
      </section>
    </>,
    document.body,
  );
}
