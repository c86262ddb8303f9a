import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import type { Post } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { postReplace } from './community-queries';
import { PostIcon } from './PostIcons';
import * as styles from './community.css';

/** The post's own address, for sharing. */
const postUrl = (id: string) => new URL(`/post/${encodeURIComponent(id)}`, window.location.origin).toString();

/**
 * Like, comment, bookmark and share, with their counts. Liking and bookmarking need an account:
 * a guest gets the login prompt. Share uses the Web Share API where there is one (phones),
 * else copies the post's link.
 */
export function PostActions({ post }: { readonly post: Post }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const mark = useMutation({
    mutationFn: async ({ kind, on }: { kind: 'like' | 'bookmark'; on: boolean }) => {
      const community = await services.community();
      return resultUnwrap(kind === 'like' ? community.likeSet(post._id, on) : community.bookmarkSet(post._id, on));
    },
    onSuccess: (updated) => postReplace(client, updated),
    onError: showError,
  });
  const toggle = (kind: 'like' | 'bookmark', on: boolean) => {
    if (!services.tokens.isLoggedIn()) return loginPromptOpen();
    mark.mutate({ kind, on });
  };
  const share = async () => {
    const url = postUrl(post._id);
    try {
      if (typeof navigator.share === 'function') await navigator.share({ url, text: post.content.slice(0, 120) });
      else {
        await navigator.clipboard.writeText(url);
        toast.show({ title: t('community.card.copied'), tone: 'success' });
      }
      // Counted after the fact; a failed count changes nothing the person sees.
      const counted = await (await services.community()).shared(post._id);
      if (counted.ok) postReplace(client, counted.value);
    } catch (error) {
      // The person closed the share sheet: nothing to say.
      if (error instanceof Error && error.name === 'AbortError') return;
      toast.show({ title: t('community.card.shareFailed'), tone: 'danger' });
    }
  };
  return (
    <div className={styles.actions} role="group" aria-label={t('community.card.actions')}>
      <button type="button" className={styles.action} aria-pressed={post.liked} disabled={mark.isPending} onClick={() => toggle('like', !post.liked)}>
        <PostIcon name="heart" filled={post.liked} />
        {t('community.card.likes', { count: post.like_count })}
      </button>
      <Link to="/post/$id" params={{ id: post._id }} hash="comments" className={styles.action}>
        <PostIcon name="comment" />
        {t('community.card.comments', { count: post.comment_count })}
      </Link>
      <button type="button" className={styles.action} aria-pressed={post.bookmarked} disabled={mark.isPending} onClick={() => toggle('bookmark', !post.bookmarked)}>
        <PostIcon name="bookmark" filled={post.bookmarked} />
        {t('community.card.bookmarks', { count: post.bookmark_count })}
      </button>
      <button type="button" className={styles.action} onClick={() => void share()}>
        <PostIcon name="share" />
        {t('community.card.share', { count: post.share_count })}
      </button>
    </div>
  );
}
