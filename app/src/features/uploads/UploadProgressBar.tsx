import { useTranslation } from 'react-i18next';
import { localeParse, uploadProgressPercent, uploadProgressText, type UploadProgress } from '@modavi/core';
import { ProgressBar } from '@modavi/ui';

/** An upload in flight: its bar (indeterminate until the total is known) and its megabytes in the page's locale. */
export function UploadProgressBar({ progress, label }: { readonly progress: UploadProgress; readonly label: string }) {
  const { i18n } = useTranslation();
  return (
    <ProgressBar
      value={progress.total > 0 ? uploadProgressPercent(progress) : null}
      label={label}
      valueText={uploadProgressText(progress, localeParse(i18n.language))}
    />
  );
}

/** Nothing sent yet: what a bar shows from the pick until the first progress event. */
export const UPLOAD_NOT_STARTED: UploadProgress = { sent: 0, total: 0 };
