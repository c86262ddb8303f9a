import { err, gatewayError, imageUploadCheck, ok, UPLOADED_IMAGE_PATH, videoUploadCheck, type MediaGateway } from '@modavi/core';

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/gif': 'gif', 'image/svg+xml': 'svg' };

/**
 * MediaGateway that keeps nothing but answers like the upload endpoint: core's imageUploadCheck
 * decides, and an accepted file gets an address under /media/uploads/ shaped as the server's.
 */
export function memoryMediaGateway(): MediaGateway & { readonly uploaded: () => readonly string[] } {
  const uploaded: string[] = [];
  return {
    uploaded: () => uploaded,
    async imageUpload(file, options) {
      const checked = imageUploadCheck(file);
      if (!checked.ok) return err(gatewayError(checked.error === 'FILE.IMAGE_TOO_LARGE' ? 'SERVER' : 'INVALID_REQUEST', { status: checked.error === 'FILE.IMAGE_TOO_LARGE' ? 413 : 400, errorCode: checked.error }));
      const extension = EXTENSIONS[file.type] ?? (file.name.split('.').pop() ?? 'png').toLowerCase().replace('jpeg', 'jpg');
      const id = (uploaded.length + 1).toString(16).padStart(24, '0');
      const url = `${UPLOADED_IMAGE_PATH}${id}.${extension}`;
      uploaded.push(url);
      options?.onProgress?.({ sent: file.size, total: file.size });
      return ok({ url });
    },
    async videoUpload(file, options) {
      const checked = videoUploadCheck(file);
      if (!checked.ok) return err(gatewayError(checked.error === 'FILE.VIDEO_TOO_LARGE' ? 'SERVER' : 'INVALID_REQUEST', { status: checked.error === 'FILE.VIDEO_TOO_LARGE' ? 413 : 400, errorCode: checked.error }));
      const extension = (file.name.split('.').pop() ?? 'mp4').toLowerCase();
      const id = (uploaded.length + 1).toString(16).padStart(24, '0');
      const url = `${UPLOADED_IMAGE_PATH}${id}.${extension}`;
      uploaded.push(url);
      options?.onProgress?.({ sent: file.size, total: file.size });
      return ok({ url, duration_seconds: null });
    },
  };
}
