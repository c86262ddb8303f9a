import { useId, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, IMAGE_UPLOAD_BYTES_MAX, imageUploadCheck, profileInitial, type UserProfile, uploadedImageSrcSet } from '@modavi/core';
import { Avatar, Button, FileButton, Heading, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { accountKeys, meQueryOptions } from '../../queries/account-queries';
import { accountSessionProfileUpdated } from './account-session';
import * as styles from './AccountPage.css';

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const MEGABYTE = 1024 * 1024;

type AvatarProblem = { readonly code: string };

/**
 * The profile picture: pick an image (core's imageUploadCheck first: 'image file not
 * supported', 'error reading file'), upload it through `POST api/v1/image`, then point the
 * profile at it; or remove it. Refusals show the spec's messages ('upload failed').
 */
export function AvatarField() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const inputId = useId();
  const { data: profile } = useSuspenseQuery(meQueryOptions(services));
  const [problem, setProblem] = useState<string | null>(null);

  const saved = (next: UserProfile, message: string) => {
    queryClient.setQueryData(accountKeys.me, next);
    // The auth session holds (and stores) the new profile: the header's picture changes at once.
    void accountSessionProfileUpdated(services, next);
    void queryClient.invalidateQueries({ queryKey: ['wall'] });
    toast.show({ title: message, tone: 'success' });
  };

  const change = useMutation({
    mutationFn: async (file: File | null): Promise<UserProfile> => {
      const { account } = await services.accountGateways();
      if (file === null) {
        const removed = await account.avatarSet(null);
        if (!removed.ok) throw { code: removed.error.errorCode ?? 'FILE.UPLOAD_FAILED' } satisfies AvatarProblem;
        return removed.value;
      }
      const checked = imageUploadCheck(file);
      if (!checked.ok) throw { code: checked.error } satisfies AvatarProblem;
      const uploaded = await services.media.imageUpload(file);
      if (!uploaded.ok) {
        const code = uploaded.error.errorCode ?? '';
        throw { code: code.startsWith('FILE.') ? code : 'FILE.UPLOAD_FAILED' } satisfies AvatarProblem;
      }
      const set = await account.avatarSet(uploaded.value.url);
      if (!set.ok) throw { code: set.error.errorCode ?? 'FILE.UPLOAD_FAILED' } satisfies AvatarProblem;
      return set.value;
    },
    onMutate: () => setProblem(null),
    onSuccess: (next, file) => saved(next, file === null ? t('account.avatar.removed') : t('account.avatar.saved')),
    onError: (error) => {
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? String((error as AvatarProblem).code) : 'FILE.UPLOAD_FAILED';
      setProblem(t(errorI18nKey(code), { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE }));
    },
  });

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-heading`}>
      <Heading level={2} id={`${inputId}-heading`}>
        {t('account.avatar.title')}
      </Heading>
      <div className={styles.avatarRow}>
        <Avatar initial={profileInitial(profile.name)} src={profile.avatar} srcSet={uploadedImageSrcSet(profile.avatar)} />
        <div className={styles.avatarControls}>
          <FileButton
            id={inputId}
            label={t('account.avatar.choose')}
            accept={ACCEPT}
            disabled={change.isPending}
            describedBy={`${inputId}-hint`}
            onFiles={([file]) => {
              if (file) change.mutate(file);
            }}
          />
          <p className={styles.muted} id={`${inputId}-hint`}>
            {t('account.avatar.hint', { size: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE })}
          </p>
          {change.isPending ? (
            <p className={styles.muted} role="status">
              {t('account.avatar.uploading')}
            </p>
          ) : null}
          {problem ? (
            <p role="alert" className={styles.alert}>
              {problem}
            </p>
          ) : null}
          {profile.avatar ? (
            <div>
              <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate(null)}>
                {t('account.avatar.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
