import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_CROPS, type ImageCrop } from '@modavi/core';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { FileButton } from '@modavi/ui';
import * as styles from '../seller-shop.css';

export interface BannerImageFieldProps {
  readonly label: string;
  readonly crop: ImageCrop;
  readonly value: string;
  readonly onChange: (url: string) => void;
  readonly error?: string | undefined;
}

/** Picks an image and uploads it cut by the server to the crop's size; the preview keeps that ratio. */
export function BannerImageField({ label, crop, value, onChange, error }: BannerImageFieldProps) {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const size = IMAGE_CROPS[crop];
  // A banner's small image and a shop's avatar are previewed at their own modest width.
  const previewClass = crop === 'shop_avatar' ? styles.previewAvatar : crop === 'banner_image' ? styles.previewSmall : styles.preview;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await resultUnwrap((await services.seller()).shop.bannerImageUpload(file, crop));
      onChange(uploaded.url);
    } catch (failure) {
      showError(failure);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.fieldset}>
      <p id={`${id}-label`} className={styles.legend}>
        {label}
      </p>
      <p className={styles.muted}>{t('sellerShop.banners.imageHint')}</p>
      {value ? (
        <img className={previewClass} src={value} alt={t('sellerShop.banners.preview')} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      ) : (
        <div className={previewClass} style={{ aspectRatio: `${size.width} / ${size.height}` }} role="img" aria-label={t('sellerShop.banners.noImage')} />
      )}
      <FileButton
        id={id}
        label={t('sellerShop.banners.choose')}
        accessibleName={label}
        accept="image/png,image/jpeg,image/gif"
        disabled={uploading}
        describedBy={error ? `${id}-error` : undefined}
        onFiles={([file]) => void pick(file)}
      />
      {uploading ? <p className={styles.muted}>{t('sellerShop.banners.uploading')}</p> : null}
      {error ? (
        <p role="alert" id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
