import { uploadedImageSrcSet } from '@modavi/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import * as styles from './chat.css';

/** With no room yet: shops to start with (chat/suggest-chat: the buyer's latest orders' shops, then the shops it follows). */
export function ChatSuggestions({ onPick }: { readonly onPick: (shopId: string) => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const suggestions = useQuery({ queryKey: ['chat', 'buyer', 'suggest'], queryFn: async () => resultUnwrap((await services.chat()).suggest()) });
  if (!suggestions.data?.length) return null;
  return (
    <div className={styles.suggest}>
      <p className={styles.sectionTitle}>{t('chat.suggestTitle')}</p>
      <ul className={styles.rooms}>
        {suggestions.data.map((shop) => (
          <li key={shop.shop_id} className={styles.roomRow}>
            <span className={styles.roomButton}>
              <Avatar initial={shop.name.slice(0, 1)} src={shop.avatar ?? null} srcSet={uploadedImageSrcSet(shop.avatar)} size="sm" />
              <span className={styles.roomText}>
                <span className={styles.roomName}>{shop.name}</span>
                <span className={styles.roomPreview}>{t(`chat.suggestReason_${shop.reason}`)}</span>
              </span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => onPick(shop.shop_id)}>
              {t('chat.start')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
