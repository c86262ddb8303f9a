import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { chatRedDotQueryOptions } from '../../queries/chat-queries';
import type { ChatBoxState, ChatOpenRequest } from './chat-open';
import { ChatIcon } from './ChatIcon';

// The box (socket.io, rooms, messages) loads on its first opening; it waits for its words itself.
const ChatBox = lazy(() => import('./ChatBox'));

/** A signed-in buyer's chat entry: the header icon with the red dot (chat/total-red-dot), and the box once opened. */
export default function ChatDock({ request }: { readonly request: ChatOpenRequest | null }) {
  const { t } = useTranslation();
  const services = useServices();
  const unread = useQuery(chatRedDotQueryOptions('buyer', services.chat)).data ?? 0;
  const [state, setState] = useState<ChatBoxState>('closed');
  const [current, setCurrent] = useState<ChatOpenRequest | null>(null);
  useEffect(() => {
    if (!request) return;
    setCurrent(request);
    setState('open');
  }, [request]);
  return (
    <>
      <Badge count={unread} tone="danger">
        <IconButton
          label={unread > 0 ? t('nav.chatWithCount', { count: unread }) : t('nav.chat')}
          // Small, as the mini cart's: a phone's header row has no room for one more full-size icon.
          size="sm"
          aria-expanded={state === 'open'}
          data-testid="chat-open"
          data-unread={unread}
          onClick={() => setState(state === 'open' ? 'mini' : 'open')}
        >
          <ChatIcon />
        </IconButton>
      </Badge>
      {state === 'closed' ? null : (
        <Suspense fallback={null}>
          <ChatBox request={current} state={state} unread={unread} onState={setState} />
        </Suspense>
      )}
    </>
  );
}
