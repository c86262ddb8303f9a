import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, IMAGE_UPLOAD_BYTES_MAX, imageUploadCheck, type UploadProgress } from '@modavi/core';
import { Button, FileButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { UPLOAD_NOT_STARTED, UploadProgressBar } from '../uploads/UploadProgressBar';
import * as styles from '../orders/orders.css';

export interface ImageUploadFieldProps {
  readonly label: string;
  readonly images: readonly string[];
  readonly max: number;
  readonly onChange: (images: string[]) => void;
  /** Reports an upload in flight, so the form waits for it. */
  readonly onBusyChange?: (busy: boolean) => void;
}

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const MEGABYTE = 1024 * 1024;

/**
 * Picks images and uploads each through `POST api/v1/image` (checked first with core's
 * imageUploadCheck: png, jpg, jpeg, gif, svg, at most 5 MB), then lists them with a remove
 * button. Refusals show the spec's messages ('image file not supported', 'upload failed').
 */
export function ImageUploadField({ label, images, max, onChange, onBusyChange }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const { media } = useServices();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress>(UPLOAD_NOT_STARTED);
  // The picked file's name of each uploaded address: beside the button are the files the field
  // still holds, so a removed image or a form reset after sending takes its name away.
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});

  const pick = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    const room = max - images.length;
    const picked = [...files].slice(0, Math.max(0, room));
    if (files.length > room) setProblem(t('orders.images.tooMany', { max }));
    const added: string[] = [];
    setBusy(true);
    onBusyChange?.(true);
    for (const file of picked) {
      const checked = imageUploadCheck(file);
      if (!checked.ok) {
        setProblem(t(errorI18nKey(checked.error), { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE }));
        continue;
      }
      setProgress(UPLOAD_NOT_STARTED);
      const uploaded = await media.imageUpload(file, { onProgress: setProgress });
      if (uploaded.ok) {
        added.push(uploaded.value.url);
        const { url } = uploaded.value;
        setNames((known) => ({ ...known, [url]: file.name }));
      }
      else {
        const code = uploaded.error.errorCode ?? 'FILE.UPLOAD_FAILED';
        setProblem(t(errorI18nKey(code.startsWith('FILE.') ? code : 'FILE.UPLOAD_FAILED'), { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE }));
      }
    }
    setBusy(false);
    onBusyChange?.(false);
    if (added.length > 0) onChange([...images, ...added]);
  };

  return (
    <div className={styles.field}>
      <p className={styles.label} id={`${inputId}-label`}>
        {label}
      </p>
      <p className={styles.muted} id={`${inputId}-hint`}>
        {t('orders.images.hint', { max, size: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE })}
      </p>
      <FileButton
        id={inputId}
        label={t('orders.images.choose')}
        accessibleName={label}
        accept={ACCEPT}
        multiple
        disabled={busy || images.length >= max}
        describedBy={`${inputId}-hint`}
        chosen={images.flatMap((url) => (names[url] ? [names[url]] : []))}
        onFiles={(files) => void pick(files)}
      />
      {busy ? (
        <>
          <UploadProgressBar progress={progress} label={t('orders.images.uploading')} />
          <p className={styles.muted} role="status">
            {t('orders.images.uploading')}
          </p>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.images}>
          {images.map((url, index) => (
            <li key={url} className={styles.imageTile}>
              <img className={styles.image} src={url} alt={t('orders.images.alt', { index: index + 1 })} />
              <Button variant="ghost" size="sm" onClick={() => onChange(images.filter((image) => image !== url))}>
                {t('orders.images.remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
