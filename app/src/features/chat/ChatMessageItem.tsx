import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { moneyFormat, relativeTime, type ChatMessage, type ChatProductCard, type Locale } from '@modavi/core';
import * as styles from './chat.css';

/** A product's card, in a message or waiting in the composer. */
export function ChatProductCardView({ product }: { readonly product: ChatProductCard }) {
  return (
    <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Chat' }} className={styles.productCard} data-testid="chat-product-card">
      {product.image ? <img src={product.image} alt="" className={styles.productImage} /> : null}
      <span className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        <span className={styles.productPrice}>{moneyFormat(product.sale_price)}</span>
      </span>
    </Link>
  );
}

/** One message: its product card, its picture, its text, when, and whether the other side read it. */
export function ChatMessageItem({ message, mine, showSeen }: { readonly message: ChatMessage; readonly mine: boolean; readonly showSeen: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.message} data-mine={mine} data-message={message._id}>
      {message.product ? <ChatProductCardView product={message.product} /> : null}
      {message.media.map((media) => (
        <a key={media.url} href={media.url} target="_blank" rel="noreferrer">
          <img src={media.url} alt={t('chat.imageAlt')} className={styles.messageImage} loading="lazy" />
        </a>
      ))}
      {message.text ? <span>{message.text}</span> : null}
      <span className={styles.messageMeta}>
        {relativeTime(message.sent_at, Date.now(), i18n.language as Locale, { short: true })}
        {showSeen ? ` · ${t('chat.seen')}` : ''}
      </span>
    </li>
  );
}
