import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, IMAGE_UPLOAD_BYTES_MAX, imageUploadCheck, type UploadProgress } from '@modavi/core';
import { FileButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { FieldError, useFieldError } from './form-issues';
import { UPLOAD_NOT_STARTED, UploadProgressBar } from '../uploads/UploadProgressBar';
import type { ApplicationForm } from './use-application-form';
import * as styles from './registration.css';

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const MEGABYTE = 1024 * 1024;
type PhotoName = 'id_front_photo' | 'id_back_photo' | 'licence_photo';
type Upload =
  | { readonly state: 'idle' | 'done' }
  | { readonly state: 'uploading'; readonly file: string; readonly progress: UploadProgress }
  | { readonly state: 'failed'; readonly message: string };

/**
 * One photo's upload: core's imageUploadCheck, then POST api/v1/image, with its state (idle,
 * uploading with the file's name, done, or failed with the message in the current language).
 */
function usePhotoUpload() {
  const { t } = useTranslation();
  const { media } = useServices();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const failed = (code: string) =>
    setUpload({
      state: 'failed',
      message: t(errorI18nKey(code.startsWith('FILE.') ? code : 'FILE.UPLOAD_FAILED'), { max: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE }),
    });
  const uploadPick = async (file: File | undefined, onUploaded: (url: string) => void) => {
    if (!file) return;
    const checked = imageUploadCheck(file);
    if (!checked.ok) return failed(checked.error);
    setUpload({ state: 'uploading', file: file.name, progress: UPLOAD_NOT_STARTED });
    const uploaded = await media.imageUpload(file, { onProgress: (progress) => setUpload({ state: 'uploading', file: file.name, progress }) });
    if (!uploaded.ok) return failed(uploaded.error.errorCode ?? 'FILE.UPLOAD_FAILED');
    onUploaded(uploaded.value.url);
    setUpload({ state: 'done' });
  };
  return { upload, uploadPick };
}

/**
 * One required photo (ID front, ID back, business licence): checked with core's
 * imageUploadCheck, uploaded through POST api/v1/image with its progress shown (bytes sent
 * of the whole while uploading, then done), previewed, and kept in the form as the upload's address.
 */
function PhotoField({ form, name }: { form: ApplicationForm; name: PhotoName }) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  const id = useId();
  const { upload, uploadPick } = usePhotoUpload();

  return (
    <form.Field name={name}>
      {(field) => {
        const pick = (file: File | undefined) =>
          uploadPick(file, (url) => {
            field.handleChange(url);
            field.handleBlur();
          });
        const url = field.state.value;
        const error = upload.state === 'failed' ? upload.message : errorOf(field);
        return (
          <div className={styles.field}>
            <p id={`${id}-label`} className={styles.label}>
              {t(`sellerRegistration.fields.${name}`)}
            </p>
            {url ? (
              <img
                className={styles.photo}
                src={url}
                alt={t('sellerRegistration.photos.preview', { name: t(`sellerRegistration.fields.${name}`) })}
              />
            ) : null}
            {/* The page's words, not the browser's ("Choose File / No file chosen"); the field's name is the input's. */}
            <FileButton
              id={id}
              label={t('sellerRegistration.photos.choose')}
              accessibleName={t(`sellerRegistration.fields.${name}`)}
              emptyText={url ? undefined : t('sellerRegistration.photos.none')}
              accept={ACCEPT}
              disabled={upload.state === 'uploading'}
              describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onFiles={(files) => void pick(files[0])}
            />
            <p id={`${id}-hint`} className={styles.muted}>
              {t('sellerRegistration.photos.hint', { size: IMAGE_UPLOAD_BYTES_MAX / MEGABYTE })}
            </p>
            {upload.state === 'uploading' ? (
              <>
                <UploadProgressBar progress={upload.progress} label={t('sellerRegistration.photos.uploading', { file: upload.file })} />
                <p className={styles.muted} role="status">
                  {t('sellerRegistration.photos.uploading', { file: upload.file })}
                </p>
              </>
            ) : null}
            {upload.state === 'done' ? (
              <>
                <p className={styles.muted} role="status">
                  {t('sellerRegistration.photos.done')}
                </p>
              </>
            ) : null}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </form.Field>
  );
}

/** Step 2's documents: both sides of the ID card and the business licence. */
export function PhotoFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerRegistration.form.photos')}</legend>
      <div className={styles.photos}>
        <PhotoField form={form} name="id_front_photo" />
        <PhotoField form={form} name="id_back_photo" />
        <PhotoField form={form} name="licence_photo" />
      </div>
    </fieldset>
  );
}
