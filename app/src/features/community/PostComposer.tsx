import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  MEDIA_KIND,
  POST_BODY_SHAPE_MAX,
  POST_CONTENT_MAX,
  POST_EDIT_NEW_IMAGES_MAX,
  postEditValidate,
  postValidate,
  type Media,
  type Post,
  type CommunityAuthor,
  type TaggedProduct,
} from '@modavi/core';
import { Button, Dialog, Input, Stack, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { resultUnwrap } from '../../queries/gateway-failure';
import { communityInvalidate, postReplace } from './community-queries';
import { PostMediaField } from './PostMediaField';
import { ProductTagField } from './ProductTagField';
import { MentionField } from './MentionField';
import { MentionedPeople } from './MentionedPeople';
import * as styles from './community.css';

export interface PostComposerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The author's post when editing it. */
  readonly existing?: Post | null;
}

const mediaOf = (post: Post | null): Media[] =>
  post ? (post.video ? [{ url: post.video, kind: MEDIA_KIND.video }] : post.images.map((url) => ({ url, kind: MEDIA_KIND.image }))) : [];

/**
 * Write or edit a post (spec 5): text up to POST_CONTENT_MAX characters with its counter,
 * pictures or one video with their upload progress, optional product tags and body shape.
 * Checked with core's postValidate (postEditValidate on edit: one new image at most) before
 * sending; the server checks the same and its refusal is shown from the error catalogue.
 */
export function PostComposer({ open, onOpenChange, existing = null }: PostComposerProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const id = useId();
  const [content, setContent] = useState(existing?.content ?? '');
  const [media, setMedia] = useState<Media[]>(mediaOf(existing));
  const [products, setProducts] = useState<TaggedProduct[]>(existing ? [...existing.products] : []);
  const [bodyShape, setBodyShape] = useState(existing?.body_shape ?? '');
  const [busy, setBusy] = useState(false);
  // People tagged: the post's own, then those picked after "@" (issue 25.9; twice is refused by core's rule).
  const [tagged, setTagged] = useState<readonly CommunityAuthor[]>([]);
  const tags = [...(existing?.tags ?? []), ...tagged.map((person) => person._id)];
  const draft = { content, media, product_ids: products.map((product) => product._id), body_shape: bodyShape, tags };
  // Checked on send, then on every change: a fixed text loses its message at once.
  const { issues, submit, reset } = useCheckedAfterSubmit(() => (existing ? postEditValidate(existing.images, draft) : postValidate(draft)));
  const save = useMutation({
    mutationFn: async (sent: Record<string, unknown>) => {
      const community = await services.community();
      return resultUnwrap(existing ? community.postEdit(existing._id, sent) : community.postCreate(sent));
    },
    onSuccess: async (post) => {
      postReplace(client, post);
      toast.show({ title: t(existing ? 'community.composer.saved' : 'community.composer.posted'), tone: 'success' });
      if (!existing) {
        setContent('');
        setMedia([]);
        setProducts([]);
        setBodyShape('');
        setTagged([]);
        reset();
      }
      onOpenChange(false);
      await communityInvalidate(client);
    },
    onError: showError,
  });
  const message = (field: string) => {
    const found = issues.find((item) => item.field === field || item.field.startsWith(`${field}.`));
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : null;
  };
  const contentProblem = message('content');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(existing ? 'community.composer.editTitle' : 'community.composer.title')}
      description={existing ? t('community.composer.editNote', { max: POST_EDIT_NEW_IMAGES_MAX }) : undefined}
      closeLabel={t('community.composer.close')}
      footer={
        <Button variant="primary" loading={save.isPending} disabled={busy} onClick={() => submit(() => save.mutate(draft))}>
          {t(existing ? 'community.composer.save' : 'community.composer.submit')}
        </Button>
      }
    >
      <Stack gap="md">
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {t('community.composer.content')}
          </label>
          <MentionField
            id={id}
            value={content}
            onChange={setContent}
            postId={existing?._id ?? null}
            onMention={(person) => setTagged((current) => [...current, person])}
            placeholder={t('community.composer.placeholder')}
            describedBy={`${id}-count`}
            invalid={Boolean(contentProblem)}
          />
          <MentionedPeople
            people={tagged}
            onRemove={(index) => setTagged((current) => current.filter((_, at) => at !== index))}
            problem={message('tags')}
          />
          <p className={styles.muted} id={`${id}-count`} aria-live="polite">
            {t('community.composer.characters', { count: [...content.trim()].length, max: POST_CONTENT_MAX })}
          </p>
          {contentProblem ? (
            <p role="alert" className={styles.alert}>
              {contentProblem}
            </p>
          ) : null}
        </div>
        <PostMediaField media={media} onChange={setMedia} onBusyChange={setBusy} error={message('media')} />
        <ProductTagField products={products} onChange={setProducts} error={message('product_ids')} />
        <Input
          label={t('community.composer.bodyShape')}
          hint={t('community.composer.bodyShapeHint')}
          value={bodyShape}
          maxLength={POST_BODY_SHAPE_MAX * 2}
          onChange={(event) => setBodyShape(event.target.value)}
          {...(message('body_shape') ? { error: message('body_shape') ?? '' } : {})}
        />
      </Stack>
    </Dialog>
  );
}
