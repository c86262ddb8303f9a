import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorI18nKey,
  IMAGE_UPLOAD_BYTES_MAX,
  imageUploadCheck,
  MEDIA_KIND,
  POST_IMAGES_MAX,
  VIDEO_UPLOAD_BYTES_MAX,
  videoUploadCheck,
  type Media,
  type UploadProgress,
} from '@modavi/core';
import { Button, FileButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { UPLOAD_NOT_STARTED, UploadProgressBar } from '../uploads/UploadProgressBar';
import * as styles from './community.css';

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const VIDEO_ACCEPT = '.mp4,.webm,.mov,video/mp4,video/quicktime,video/webm';
const MEGABYTE = 1024 * 1024;

export interface PostMediaFieldProps {
  readonly media: readonly Media[];
  readonly onChange: (media: Media[]) => void;
  readonly onBusyChange: (busy: boolean) => void;
  /** The rule's message for the media (core's postValidate), if any. */
  readonly error: string | null;
}

/**
 * A post's pictures (up to POST_IMAGES_MAX) or its one video: each file checked with core's
 * upload rules, uploaded through `POST api/v1/image` / `api/v1/video` with its progress shown,
 * then listed with a remove button. Once a picture is there the video button is gone, and the
 * other way round (spec: images or one video).
 */
export function PostMediaField({ media, onChange, onBusyChange, error }: PostMediaFieldProps) {
  const { t } = useTranslation();
  const services = useServices();
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const images = media.filter((item) => item.kind === MEDIA_KIND.image);
  const video = media.find((item) => item.kind === MEDIA_KIND.video) ?? null;
  const refuse = (code: string, bytes: number) => setProblem(t(errorI18nKey(code.startsWith('FILE.') ? code : 'FILE.UPLOAD_FAILED'), { max: bytes / MEGABYTE }));

  const upload = async (files: readonly File[], kind: 'image' | 'video') => {
    setProblem(null);
    const room = kind === 'video' ? 1 : POST_IMAGES_MAX - images.length;
    if (files.length > room) setProblem(t('community.media.tooMany', { max: POST_IMAGES_MAX }));
    const added: Media[] = [];
    onBusyChange(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      const checked = kind === 'video' ? videoUploadCheck(file) : imageUploadCheck(file);
      const bytes = kind === 'video' ? VIDEO_UPLOAD_BYTES_MAX : IMAGE_UPLOAD_BYTES_MAX;
      if (!checked.ok) {
        refuse(checked.error, bytes);
        continue;
      }
      setProgress(UPLOAD_NOT_STARTED);
      const done = kind === 'video' ? await services.media.videoUpload(file, { onProgress: setProgress }) : await services.media.imageUpload(file, { onProgress: setProgress });
      if (done.ok) added.push({ url: done.value.url, kind: kind === 'video' ? MEDIA_KIND.video : MEDIA_KIND.image });
      else refuse(done.error.errorCode ?? 'FILE.UPLOAD_FAILED', bytes);
    }
    setProgress(null);
    onBusyChange(false);
    if (added.length > 0) onChange([...media, ...added]);
  };

  const shown = problem ?? error;
  return (
    <div className={styles.field}>
      <p className={styles.label}>{t('community.media.label')}</p>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('community.media.hint', { max: POST_IMAGES_MAX, size: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE })}
      </p>
      <div className={styles.row}>
        {video === null ? (
          <FileButton
            id={`${id}-images`}
            label={t('community.media.images')}
            accept={IMAGE_ACCEPT}
            multiple
            disabled={progress !== null || images.length >= POST_IMAGES_MAX}
            describedBy={`${id}-hint`}
            onFiles={(files) => void upload([...files], 'image')}
          />
        ) : null}
        {images.length === 0 && video === null ? (
          <FileButton
            id={`${id}-video`}
            label={t('community.media.video')}
            accept={VIDEO_ACCEPT}
            disabled={progress !== null}
            describedBy={`${id}-hint`}
            onFiles={(files) => void upload([...files].slice(0, 1), 'video')}
          />
        ) : null}
      </div>
      {progress ? <UploadProgressBar progress={progress} label={t('community.media.uploading')} /> : null}
      {shown ? (
        <p role="alert" className={styles.alert}>
          {shown}
        </p>
      ) : null}
      {video ? (
        <div className={styles.field}>
          <video className={styles.video} src={video.url} controls preload="metadata" aria-label={t('community.card.video')} />
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {t('community.media.removeVideo')}
          </Button>
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((item, index) => (
            <li key={item.url} className={styles.thumb}>
              <img className={styles.thumbImage} src={item.url} alt={t('community.media.alt', { index: index + 1 })} />
              <Button variant="ghost" size="sm" onClick={() => onChange(media.filter((other) => other.url !== item.url))}>
                {t('community.media.remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
