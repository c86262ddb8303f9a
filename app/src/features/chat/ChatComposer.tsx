import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, chatMessageValidate, errorI18nKey, imageUploadCheck, type ChatProductCard, type ChatSendInput } from '@modavi/core';
import { Button, FileButton, IconButton } from '@modavi/ui';
import { errorsReady } from '../../i18n/errors-ready';
import { ChatProductCardView } from './ChatMessageItem';
import * as styles from './chat.css';

export interface ChatComposerProps {
  /** Sends through the socket; answers the refusal's code, or null when stored. */
  readonly send: (input: ChatSendInput) => Promise<string | null>;
  /** Uploads a picture (`POST api/v1/image`); answers its URL, or the refusal's code. */
  readonly upload: (file: File) => Promise<{ url: string } | { code: string }>;
  /** The product the buyer came from ("Chat ngay" on a product page): sent with the next message. */
  readonly product: ChatProductCard | null;
  readonly onProductDrop: () => void;
  /** While the socket connects: typing goes on, sending waits. */
  readonly disabled: boolean;
}

function SendIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
      <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
    </svg>
  );
}

/** The message field, the picture button and the product waiting to be sent; core's rule decides before the socket does. */
export function ChatComposer({ send, upload, product, onProductDrop, disabled }: ChatComposerProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showCode = (code: string) => void errorsReady(i18n).then(() => setError(t(errorI18nKey(code), { max: CHAT_TEXT_MAX })));

  const deliver = async (input: ChatSendInput): Promise<boolean> => {
    const checked = chatMessageValidate(input);
    if (!checked.ok) {
      showCode(checked.error[0]?.code ?? 'CHAT.MESSAGE_INVALID');
      return false;
    }
    setBusy(true);
    const refusal = await send(input).finally(() => setBusy(false));
    if (refusal) showCode(refusal);
    return refusal === null;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setError(null);
    if (await deliver({ text, productId: product?._id ?? null })) {
      setText('');
      if (product) onProductDrop();
    }
  };
  const picture = async (file: File) => {
    setError(null);
    const checked = imageUploadCheck(file);
    if (!checked.ok) return showCode(checked.error);
    setBusy(true);
    const uploaded = await upload(file).finally(() => setBusy(false));
    if ('code' in uploaded) return showCode(uploaded.code);
    await deliver({ text: '', image: uploaded.url });
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      {product ? (
        <div className={styles.pending}>
          <ChatProductCardView product={product} />
          <IconButton label={t('chat.productDrop')} size="sm" onClick={onProductDrop}>
            <span aria-hidden>×</span>
          </IconButton>
        </div>
      ) : null}
      <div className={styles.composerRow}>
        <FileButton label={t('chat.picture')} accept="image/png,image/jpeg,image/gif" disabled={disabled || busy} onFiles={(files) => void (files[0] && picture(files[0]))} />
        <label className={styles.composerField}>
          <span className={styles.visuallyHidden}>{t('chat.messageLabel')}</span>
          <textarea
            className={styles.textarea}
            value={text}
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('chat.messagePlaceholder')}
            aria-invalid={error !== null}
            aria-describedby={error ? 'chat-composer-error' : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </label>
        <Button type="submit" loading={busy} disabled={disabled} icon={<SendIcon />}>
          {t('chat.send')}
        </Button>
      </div>
      {error ? (
        <p id="chat-composer-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
