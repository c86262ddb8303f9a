import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  commentValidate,
  errorI18nKey,
  IMAGE_UPLOAD_BYTES_MAX,
  imageUploadCheck,
  REPLY_CONTENT_MAX,
  type CommunityAuthor,
  type PostComment,
  type ValidationIssue,
} from '@modavi/core';
import { Button, FileButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { resultUnwrap } from '../../queries/gateway-failure';
import { communityKeys } from './community-queries';
import { MentionField } from './MentionField';
import { MentionedPeople } from './MentionedPeople';
import * as styles from './community.css';

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const MEGABYTE = 1024 * 1024;

export interface CommentFormProps {
  readonly postId: string;
  /** Replying: the thread's top comment, and the person answered (mentioned). */
  readonly parentId?: string | null;
  readonly replyTo?: CommunityAuthor | null;
  /** Editing one's own comment. */
  readonly existing?: PostComment | null;
  readonly onDone?: () => void;
}

/**
 * A comment, a reply or an edit (spec 5: 300 characters, one image; a reply mentions the person
 * answered), checked with core's commentValidate before sending; the server's refusal shows
 * from the error catalogue.
 */
export function CommentForm({ postId, parentId = null, replyTo = null, existing = null, onDone }: CommentFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const id = useId();
  const [content, setContent] = useState(existing?.content ?? '');
  const [image, setImage] = useState<string | null>(existing?.image ?? null);
  const [uploading, setUploading] = useState(false);
  // A refused or failed upload: shown until the next pick.
  const [uploadIssue, setUploadIssue] = useState<ValidationIssue | null>(null);
  // The people mentioned: the one answered, then those picked after "@" (issue 25.9). A person
  // picked twice stays twice, so the form refuses it as the API does (core's mentionsValidate).
  const [people, setPeople] = useState<readonly CommunityAuthor[]>(() => (existing ? existing.mentions : replyTo ? [replyTo] : []));
  const mentions = people.map((person) => person._id);
  const draft = { content, images: image ? [image] : [], mentions, ...(parentId ? { parent_id: parentId } : {}) };
  // Checked on send, then on every change: a fixed comment loses its message at once.
  const { issues, submit, reset } = useCheckedAfterSubmit(() => commentValidate(draft));
  const save = useMutation({
    mutationFn: async (sent: Record<string, unknown>) => {
      const community = await services.community();
      return resultUnwrap(existing ? community.commentEdit(existing._id, sent) : community.commentCreate(postId, sent));
    },
    onSuccess: async () => {
      setContent('');
      setImage(null);
      setPeople(existing ? existing.mentions : replyTo ? [replyTo] : []);
      reset();
      onDone?.();
      await Promise.all([client.invalidateQueries({ queryKey: communityKeys.comments(postId) }), client.invalidateQueries({ queryKey: communityKeys.post(postId) })]);
    },
    onError: showError,
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadIssue(null);
    const checked = imageUploadCheck(file);
    if (!checked.ok) return setUploadIssue({ field: 'images', code: checked.error, params: { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE } });
    setUploading(true);
    const done = await services.media.imageUpload(file);
    setUploading(false);
    if (done.ok) setImage(done.value.url);
    else setUploadIssue({ field: 'images', code: done.error.errorCode?.startsWith('FILE.') ? done.error.errorCode : 'FILE.UPLOAD_FAILED', params: { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE } });
  };
  const shown = issues[0] ?? uploadIssue;
  const problem = shown ? t(errorI18nKey(shown.code), shown.params ?? {}) : null;
  const label = existing
    ? t('community.comments.edit')
    : replyTo
      ? t('community.comments.writeReply', { name: replyTo.name })
      : t(parentId ? 'community.comments.reply' : 'community.comments.write');
  return (
    <form
      noValidate
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        submit(() => save.mutate(draft));
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <MentionField
        id={id}
        value={content}
        onChange={setContent}
        postId={postId}
        onMention={(person) => setPeople((current) => [...current, person])}
        describedBy={`${id}-count`}
        invalid={problem !== null}
      />
      <MentionedPeople people={people} onRemove={(index) => setPeople((current) => current.filter((_, at) => at !== index))} />
      <p className={styles.muted} id={`${id}-count`}>
        {t('community.composer.characters', { count: [...content.trim()].length, max: REPLY_CONTENT_MAX })}
      </p>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {image ? (
        <div className={styles.row}>
          <img className={styles.commentImage} src={image} alt={t('community.comments.imageAlt')} />
          <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
            {t('community.comments.removeImage')}
          </Button>
        </div>
      ) : null}
      <div className={styles.row}>
        {image ? null : (
          <FileButton id={`${id}-image`} label={t('community.comments.image')} accept={IMAGE_ACCEPT} disabled={uploading} onFiles={(files) => void pick(files[0])} />
        )}
        <Button type="submit" variant="primary" loading={save.isPending} disabled={uploading}>
          {existing ? t('community.comments.save') : t('community.comments.send')}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('community.comments.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
