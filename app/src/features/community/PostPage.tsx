import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, useToast } from '@modavi/ui';
import type { Post } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { NotFoundPage } from '../shell/NotFoundPage';
import { communityInvalidate, postQueryOptions } from './community-queries';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';
import { CommentsSection } from './CommentsSection';
import * as styles from './community.css';

/** The author's edit and delete (with a confirmation) of their post. */
function PostOwnerActions({ post }: { readonly post: Post }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: async () => resultUnwrap((await services.community()).postDelete(post._id)),
    onSuccess: async () => {
      toast.show({ title: t('community.post.deleted'), tone: 'success' });
      client.removeQueries({ queryKey: postQueryOptions(services.community, post._id).queryKey });
      await communityInvalidate(client);
      await navigate({ to: '/cong-dong' });
    },
    onError: showError,
  });
  return (
    <div className={styles.row}>
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        {t('community.post.edit')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="ghost" size="sm">
            {t('community.post.delete')}
          </Button>
        }
        title={t('community.post.delete')}
        description={t('community.post.deleteConfirm')}
        closeLabel={t('community.composer.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('community.post.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('community.post.delete')}
            </Button>
          </>
        }
      />
      {editing ? <PostComposer open={editing} onOpenChange={setEditing} existing={post} /> : null}
    </div>
  );
}

/** /post/{id}: the post, its comments with their replies, the comment form; a missing post is not found. */
export function PostPage({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const post = useQuery(postQueryOptions(services.community, id));
  useDocumentTitle(post.data ? t('community.post.title', { name: post.data.author.name }) : null);
  if (post.error instanceof GatewayFailure && post.error.failure.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!post.data) return <p className={styles.muted}>{t('community.loading')}</p>;
  return (
    <div className={styles.page}>
      <Link to="/cong-dong" className={styles.back}>
        {t('community.post.back')}
      </Link>
      <h1 className={styles.title}>{t('community.post.title', { name: post.data.author.name })}</h1>
      <PostCard post={post.data} linked={false} ownerActions={post.data.is_author ? <PostOwnerActions post={post.data} /> : null} />
      <CommentsSection post={post.data} />
    </div>
  );
}
