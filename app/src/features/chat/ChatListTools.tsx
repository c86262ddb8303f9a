import { useTranslation } from 'react-i18next';
import type { ChatRoomsGateway } from '@modavi/core';
import { Button, Menu } from '@modavi/ui';
import type { ChatSide } from '../../queries/chat-queries';
import { useRoomMark } from './use-room-mark';
import * as styles from './chat.css';

/** Above the room list: read or unread every room at once (spec section 4), and the seller's search. */
export function ChatListTools({ side, gateway, search }: { readonly side: ChatSide; readonly gateway: () => Promise<ChatRoomsGateway>; readonly search?: React.ReactNode }) {
  const { t } = useTranslation();
  const mark = useRoomMark(side, gateway);
  return (
    <div className={styles.listTools}>
      <div className={styles.composerField}>{search}</div>
      <Menu
        trigger={
          <Button variant="secondary" size="sm" data-testid="chat-all-menu">
            {t('chat.allMenu')}
          </Button>
        }
        items={[
          { id: 'read-all', label: t('chat.readAll'), onSelect: () => mark(null, 'readAll') },
          { id: 'unread-all', label: t('chat.unreadAll'), onSelect: () => mark(null, 'unreadAll') },
        ]}
      />
    </div>
  );
}
