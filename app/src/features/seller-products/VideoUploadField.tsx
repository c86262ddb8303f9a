import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  productMediaCheck,
  VIDEO_DURATION_MAX_SECONDS_DEFAULT,
  VIDEO_UPLOAD_BYTES_MAX,
  videoUploadCheck,
  type UploadProgress,
} from '@modavi/core';
import { Button, FileButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { UPLOAD_NOT_STARTED, UploadProgressBar } from '../uploads/UploadProgressBar';
import { videoDurationOf } from './video-duration';
import * as styles from './seller-products.css';

const ACCEPT = '.mp4,.webm,.mov,video/mp4,video/quicktime,video/webm';
const MEGABYTE = 1024 * 1024;
/** The numbers each refusal's message names. */
const LIMITS = { max: VIDEO_UPLOAD_BYTES_MAX / MEGABYTE, seconds: VIDEO_DURATION_MAX_SECONDS_DEFAULT };

type Upload = { readonly state: 'idle' } | { readonly state: 'uploading'; readonly file: string; readonly progress: UploadProgress };

/**
 * The product's one video (spec 5: mp4, webm or mov, only 1): checked with core's
 * videoUploadCheck and, once the browser has read its length, core's productMediaCheck (at most
 * VIDEO_DURATION_MAX_SECONDS_DEFAULT); uploaded through POST api/v1/video with the bytes sent
 * shown; previewed in a player with a remove button.
 */
export function VideoUploadField({
  video,
  error,
  onChange,
  onBusyChange,
}: {
  readonly video: string | null;
  readonly error: string | undefined;
  readonly onChange: (video: string | null) => void;
  readonly onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { media } = useServices();
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  const refuse = (code: string, max = LIMITS.max) => setProblem(t(errorI18nKey(code.startsWith('FILE.') ? code : 'FILE.UPLOAD_FAILED'), { max }));

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const checked = videoUploadCheck(file);
    if (!checked.ok) return refuse(checked.error);
    const durationSeconds = await videoDurationOf(file);
    const lengthCheck = productMediaCheck([{ name: file.name, mime: file.type, ...(durationSeconds === undefined ? {} : { durationSeconds }) }]);
    if (!lengthCheck.ok) return refuse(lengthCheck.error[0]?.code ?? 'FILE.READ_ERROR', LIMITS.seconds);
    setUpload({ state: 'uploading', file: file.name, progress: UPLOAD_NOT_STARTED });
    onBusyChange(true);
    const uploaded = await media.videoUpload(file, { onProgress: (progress) => setUpload({ state: 'uploading', file: file.name, progress }) });
    setUpload({ state: 'idle' });
    onBusyChange(false);
    if (uploaded.ok) return onChange(uploaded.value.url);
    const code = uploaded.error.errorCode ?? 'FILE.UPLOAD_FAILED';
    refuse(code, code === 'FILE.VIDEO_TOO_LONG' ? LIMITS.seconds : LIMITS.max);
  };

  const shown = problem ?? error;
  return (
    <div className={styles.mediaField}>
      <p className={styles.label} id={`${id}-label`}>
        {t('sellerProducts.form.video')}
      </p>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('sellerProducts.form.videoHint', { size: LIMITS.max, seconds: LIMITS.seconds })}
      </p>
      {video ? (
        <div className={styles.videoPreview}>
          <video className={styles.video} src={video} controls preload="metadata" aria-labelledby={`${id}-label`} />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('sellerProducts.form.videoRemove')}
          </Button>
        </div>
      ) : (
        <FileButton
          id={id}
          label={t('sellerProducts.form.videoChoose')}
          accessibleName={t('sellerProducts.form.video')}
          accept={ACCEPT}
          disabled={upload.state === 'uploading'}
          describedBy={`${id}-hint`}
          onFiles={(files) => void pick(files[0])}
        />
      )}
      {upload.state === 'uploading' ? (
        <>
          <UploadProgressBar progress={upload.progress} label={t('sellerProducts.form.videoUploading', { file: upload.file })} />
          <p className={styles.muted} role="status">
            {t('sellerProducts.form.videoUploading', { file: upload.file })}
          </p>
        </>
      ) : null}
      {shown ? (
        <p role="alert" className={styles.alert}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
