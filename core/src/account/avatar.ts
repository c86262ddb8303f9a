import { err, ok, type Result } from '../shared/result.js';

/**
 * Where uploaded images are served (`POST api/v1/image` answers a URL under it). An avatar
 * must be one of them: a profile never points at an outside address (tracking pixels,
 * spoofed logos) and the server can check the image is the account's own.
 */
export const UPLOADED_IMAGE_PATH = '/media/uploads/';

/** An uploaded image's file name: 24 hex characters and the stored type. */
const UPLOADED_FILE = /^[0-9a-f]{24}\.(png|jpg|gif|svg)$/;

export const AVATAR_ERROR = { invalid: 'PROFILE.AVATAR_INVALID' } as const;

/**
 * The avatar a profile may point at: null (removed) or an uploaded image's URL, returned as
 * its upload id. Anything else is PROFILE.AVATAR_INVALID. Never throws.
 */
export function avatarUrlCheck(value: unknown): Result<{ readonly url: string; readonly uploadId: string } | null, typeof AVATAR_ERROR.invalid> {
  if (value === null) return ok(null);
  if (typeof value !== 'string' || !value.startsWith(UPLOADED_IMAGE_PATH)) return err(AVATAR_ERROR.invalid);
  const file = value.slice(UPLOADED_IMAGE_PATH.length);
  if (!UPLOADED_FILE.test(file)) return err(AVATAR_ERROR.invalid);
  return ok({ url: value, uploadId: file.slice(0, 24) });
}
