import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParse, relativeTime, type CommunityAuthor, type Post, type PostComment, uploadedImageSrcSet } from '@modavi/core';
import { Avatar, Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { commentsQueryOptions, communityKeys } from './community-queries';
import { CommentForm } from './CommentForm';
import { useNow } from '../../clock/use-now';
import * as styles from './community.css';

interface CommentItemProps {
  readonly comment: PostComment;
  /** The person answered; null when answering oneself (no one to mention). */
  readonly onReply: (to: CommunityAuthor | null) => void;
}

/** One comment or reply: author, mentions, text, picture, time; reply for all, edit and delete for its author. */
function CommentItem({ comment, onReply }: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const now = useNow(60_000);
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: async () => resultUnwrap((await services.community()).commentDelete(comment._id)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.comments(comment.post_id) }),
        client.invalidateQueries({ queryKey: communityKeys.post(comment.post_id) }),
      ]),
    onError: showError,
  });
  const when = relativeTime(comment.created_at, now, localeParse(i18n.language), { short: true });
  if (editing) return <CommentForm postId={comment.post_id} existing={comment} onDone={() => setEditing(false)} />;
  return (
    <div className={styles.comment}>
      <Avatar initial={comment.author.name.slice(0, 1).toUpperCase()} src={comment.author.avatar ?? null} srcSet={uploadedImageSrcSet(comment.author.avatar)} size="sm" />
      <div className={styles.commentBody}>
        <div className={styles.bubble}>
          <Link to="/tuong/$userId" params={{ userId: comment.author._id }} className={styles.authorName}>
            {comment.author.name}
          </Link>
          <p className={styles.text}>
            {comment.mentions.map((person) => (
              <Link key={person._id} to="/tuong/$userId" params={{ userId: person._id }} className={styles.mention}>
                {`@${person.name} `}
              </Link>
            ))}
            {comment.content}
          </p>
          {comment.image ? <img className={styles.commentImage} src={comment.image} alt={t('community.comments.imageAlt')} loading="lazy" /> : null}
        </div>
        <div className={styles.row}>
          <time className={styles.muted} dateTime={new Date(comment.created_at).toISOString()}>
            {when}
            {comment.edited_at ? ` · ${t('community.card.edited')}` : ''}
          </time>
          <button type="button" className={styles.linkButton} onClick={() => onReply(comment.is_author ? null : comment.author)}>
            {t('community.comments.reply')}
          </button>
          {comment.is_author ? (
            <>
              <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
                {t('community.comments.edit')}
              </button>
              <button type="button" className={styles.linkButton} disabled={remove.isPending} onClick={() => window.confirm(t('community.comments.deleteConfirm')) && remove.mutate()}>
                {t('community.comments.delete')}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A post's comments (oldest first, each with its replies), "more comments", and the comment form for an account. */
export function CommentsSection({ post }: { readonly post: Post }) {
  const { t } = useTranslation();
  const services = useServices();
  const loggedIn = services.tokens.isLoggedIn();
  const comments = useInfiniteQuery(commentsQueryOptions(services.community, post._id));
  const [replying, setReplying] = useState<{ threadId: string; to: CommunityAuthor | null } | null>(null);
  const reply = (threadId: string) => (to: CommunityAuthor | null) => (loggedIn ? setReplying({ threadId, to }) : loginPromptOpen());
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section id="comments" className={styles.card} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.label}>
        {t('community.comments.title')} ({post.comment_count})
      </h2>
      {comments.isPending ? <p className={styles.muted}>{t('community.loading')}</p> : null}
      {comments.isSuccess && threads.length === 0 ? <p className={styles.muted}>{t('community.comments.empty')}</p> : null}
      <ul className={styles.comments}>
        {threads.map((thread) => (
          <li key={thread._id}>
            <CommentItem comment={thread} onReply={reply(thread._id)} />
            {thread.replies.length > 0 || replying?.threadId === thread._id ? (
              <ul className={styles.replies}>
                {thread.replies.map((item) => (
                  <li key={item._id}>
                    <CommentItem comment={item} onReply={reply(thread._id)} />
                  </li>
                ))}
                {replying?.threadId === thread._id ? (
                  <li>
                    <CommentForm postId={post._id} parentId={thread._id} replyTo={replying.to} onDone={() => setReplying(null)} />
                  </li>
                ) : null}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {comments.hasNextPage ? (
        <Button variant="secondary" size="sm" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {t('community.comments.more')}
        </Button>
      ) : null}
      {loggedIn ? (
        <CommentForm postId={post._id} />
      ) : (
        <Button variant="secondary" onClick={() => loginPromptOpen()}>
          {t('community.comments.loginToComment')}
        </Button>
      )}
    </section>
  );
}
