import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { chatBoxListen, type ChatOpenRequest } from './chat-open';
import { ChatIcon } from './ChatIcon';

// The red dot, the box and the socket load for a logged-in page only (first-visit budget).
const ChatDock = lazy(() => import('./ChatDock'));

/**
 * The header's chat entry. A guest's press (and any "Chat ngay") asks for a login; a signed-in
 * buyer gets the dock: the icon with the unread red dot and the chat box.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { tokens } = useServices();
  const loggedIn = tokens.isLoggedIn();
  const [request, setRequest] = useState<ChatOpenRequest | null>(null);
  useEffect(
    () =>
      chatBoxListen((detail) => {
        if (tokens.isLoggedIn()) setRequest({ ...detail, at: Date.now() });
        else loginPromptOpen();
      }),
    [tokens],
  );
  // Small, as the mini cart's: a phone's header row has no room for one more full-size icon.
  const plain = (
    <IconButton label={t('nav.chat')} size="sm" onClick={() => (loggedIn ? setRequest({ at: Date.now() }) : loginPromptOpen())} data-testid="chat-open">
      <ChatIcon />
    </IconButton>
  );
  if (!loggedIn) return plain;
  return (
    <Suspense fallback={plain}>
      <ChatDock request={request} />
    </Suspense>
  );
}
