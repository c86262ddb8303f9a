import { useTranslation } from 'react-i18next';
import type { ChatProductCard } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { chatBoxOpen } from './chat-open';
import { ChatIcon } from './ChatIcon';

/**
 * "Chat ngay" on a product or seller page: opens the header's chat box on the room with the
 * shop (with the product's card waiting in the composer); a guest is asked to log in first.
 * Its words are the `seller` bundle's, which both pages load.
 */
export function ChatNowButton({ shopId, shopName, product }: { readonly shopId: string; readonly shopName: string; readonly product?: ChatProductCard }) {
  const { t } = useTranslation();
  const { tokens } = useServices();
  return (
    <Button
      variant="secondary"
      icon={<ChatIcon />}
      title={t('seller.chatNowWith', { name: shopName })}
      data-testid="chat-now"
      onClick={() => (tokens.isLoggedIn() ? chatBoxOpen({ shopId, ...(product ? { product } : {}) }) : loginPromptOpen({ reasonKey: 'seller.chatLoginReason' }))}
    >
      {t('seller.chatNow')}
    </Button>
  );
}
