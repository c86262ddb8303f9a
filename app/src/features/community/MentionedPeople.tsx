import { useTranslation } from 'react-i18next';
import type { CommunityAuthor } from '@modavi/core';
import * as styles from './community.css';

export interface MentionedPeopleProps {
  readonly people: readonly CommunityAuthor[];
  readonly onRemove: (index: number) => void;
  /** The form's refusal of its mentions (a person twice, too many), shown under them. */
  readonly problem?: string | null;
}

/** The people a comment or post will mention (issue 25.9), each removable; nothing when none. */
export function MentionedPeople({ people, onRemove, problem = null }: MentionedPeopleProps) {
  const { t } = useTranslation();
  if (people.length === 0 && problem === null) return null;
  return (
    <div className={styles.field}>
      <ul className={styles.chips} aria-label={t('community.comments.mentioned')}>
        {people.map((person, index) => (
          <li key={`${person._id}-${index}`}>
            <button type="button" className={styles.chip} aria-label={t('community.mentions.remove', { name: person.name })} onClick={() => onRemove(index)}>
              <span className={styles.chipName}>@{person.name}</span>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
