import { useTranslation } from 'react-i18next';
import { dateFormat, type SocialFeedbackItem } from '@modavi/core';
import { Heading } from '@modavi/ui';
import * as styles from './social-feedback.css';

/** One feedback of the list: organisation, decision number, status, date, email (masked unless the reader's own), content, images. */
export function SocialFeedbackCard({ item }: { readonly item: SocialFeedbackItem }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Heading level={2} size="item">
          {item.organisation_name}
        </Heading>
        <span className={styles.badges}>
          {item.mine ? <span className={styles.badgeMine}>{t('socialFeedback.mine')}</span> : null}
          <span className={styles.badge}>{t(`socialFeedback.status.${item.status}`)}</span>
        </span>
      </div>
      <p className={styles.muted}>
        {t('socialFeedback.decision', { number: item.decision_number })} · {item.email} · {t('socialFeedback.sentOn', { date: dateFormat(item.created_at) })}
      </p>
      <p className={styles.text}>{item.content}</p>
      {item.images.length > 0 ? (
        <ul className={styles.thumbs}>
          {item.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img className={styles.thumb} src={url} alt={t('socialFeedback.imageAlt', { index: index + 1 })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
