import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mentionCandidatesMatch, mentionPick, mentionTyped, type CommunityAuthor } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import { communityKeys } from './community-queries';
import * as styles from './community.css';

export interface MentionFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The post a comment is for (its author and commenters are offered too); null for a new post. */
  readonly postId: string | null;
  /** A person picked from the list: the form adds them to its mentions. */
  readonly onMention: (person: CommunityAuthor) => void;
  readonly placeholder?: string | undefined;
  readonly describedBy: string;
  readonly invalid: boolean;
}

/**
 * A comment's or post's text where "@" offers the people one follows and who took part in the
 * post (issue 25.9; core's mentionTyped and mentionCandidatesMatch). Arrows move through the list,
 * Enter or Tab picks, Escape closes; a pick takes the typed "@query" out and adds the person to
 * the mentions, shown beside the text (MentionedPeople) and as links on the sent comment.
 */
export function MentionField({ id, value, onChange, postId, onMention, placeholder, describedBy, invalid }: MentionFieldProps) {
  const { t } = useTranslation();
  const services = useServices();
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(value.length);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const typed = mentionTyped(value, caret);
  const open = typed !== null && typed.start !== closedAt;
  const candidates = useQuery({
    queryKey: [...communityKeys.all, 'mention-candidates', postId ?? ''],
    queryFn: async () => resultUnwrap((await services.community()).mentionCandidates(postId)),
    enabled: open && services.tokens.isLoggedIn(),
    staleTime: 60_000,
    retry: false,
  });
  const offered = open && typed ? mentionCandidatesMatch(candidates.data ?? [], typed.query) : [];
  const listId = `${id}-mentions`;
  const shown = offered.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !field.current) return;
    field.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const pick = (person: CommunityAuthor) => {
    if (!typed) return;
    const next = mentionPick(value, typed, caret);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    onChange(next.text);
    onMention(person);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shown || !typed) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : offered.length - 1;
      setActive((current) => (current + step) % offered.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = offered[Math.min(active, offered.length - 1)];
      if (!person) return;
      event.preventDefault();
      pick(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosedAt(typed.start);
    }
  };
  const caretRead = () => setCaret(field.current?.selectionStart ?? value.length);

  return (
    <div className={styles.mentionField}>
      <textarea
        ref={field}
        id={id}
        className={styles.textarea}
        value={value}
        placeholder={placeholder}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        // A textarea keeps its textbox role, which takes no aria-expanded (axe: aria-allowed-attr);
        // the list it controls and the active option are named instead.
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown ? `${listId}-${Math.min(active, offered.length - 1)}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={caretRead}
        onClick={caretRead}
        onKeyDown={keyDown}
      />
      {shown ? (
        <ul id={listId} role="listbox" aria-label={t('community.mentions.list')} className={styles.mentionList}>
          {offered.map((person, index) => (
            <li
              key={person._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === Math.min(active, offered.length - 1)}
              className={styles.mentionOption}
              // Keeps the focus (and the caret) in the text while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
            >
              {person.avatar ? <img className={styles.chipImage} src={person.avatar} alt="" /> : null}
              <span className={styles.chipName}>{person.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
