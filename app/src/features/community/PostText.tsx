import { Link } from '@tanstack/react-router';
import { postTextParts } from '@modavi/core';
import * as styles from './community.css';

/** A post's text with each #hashtag a link to the feed filtered by it. */
export function PostText({ text }: { readonly text: string }) {
  if (text === '') return null;
  return (
    <p className={styles.text}>
      {postTextParts(text).map((part, index) =>
        part.kind === 'hashtag' ? (
          <Link key={index} to="/cong-dong" search={{ tag: part.tag }} className={styles.hashtag}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
