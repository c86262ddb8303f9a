import { err, ok, type Result } from '../shared/result.js';
import { uploadedImageId } from '../uploads/uploaded-image.js';

export const AVATAR_ERROR = { invalid: 'PROFILE.AVATAR_INVALID' } as const;

/**
 * The avatar a profile may point at: null (removed) or an uploaded image's URL, returned as
 * its upload id. Anything else is PROFILE.AVATAR_INVALID. Never throws.
 */
export function avatarUrlCheck(value: unknown): Result<{ readonly url: string; readonly uploadId: string } | null, typeof AVATAR_ERROR.invalid> {
  if (value === null) return ok(null);
  // An avatar must be an image uploaded here (see UPLOADED_IMAGE_PATH), which the server checks is the account's own.
  const uploadId = uploadedImageId(value);
  return uploadId === null || typeof value !== 'string' ? err(AVATAR_ERROR.invalid) : ok({ url: value, uploadId });
}
