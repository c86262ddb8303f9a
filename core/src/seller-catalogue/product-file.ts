import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';

/** What a picked file is, as far as the upload rules care. */
export type FileKind = 'image' | 'video' | 'other';

/** Spec 5: video is detected by extension (mp4, webm, mov) or mime (video/mp4, video/quicktime). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime'] as const;

/** Spec 5: product images may be png, jpg, gif, jpeg or svg. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg', 'svg'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

/** Spec 5: a product has at most 3 images and only 1 video. */
export const PRODUCT_IMAGES_MAX = 3;
export const PRODUCT_VIDEOS_MAX = 1;

/**
 * The spec parameterises the video length limit without giving the value. Our choice: 60 s,
 * the usual cap for a product clip on marketplace apps and short enough to upload on mobile data.
 */
export const VIDEO_DURATION_MAX_SECONDS_DEFAULT = 60;

/**
 * The spec parameterises the maximum file count without giving the value. Our choice: 4, a
 * full product gallery picked at once (3 images + 1 video).
 */
export const UPLOAD_FILE_COUNT_MAX_DEFAULT = PRODUCT_IMAGES_MAX + PRODUCT_VIDEOS_MAX;

/** The file errors of spec 8 ('error reading file', 'image file not supported', 'upload failed', 'list is not correct'). */
export const FILE_ERROR = {
  readError: 'FILE.READ_ERROR',
  imageNotSupported: 'FILE.IMAGE_NOT_SUPPORTED',
  uploadFailed: 'FILE.UPLOAD_FAILED',
  listNotCorrect: 'FILE.LIST_NOT_CORRECT',
  videoTooLong: 'FILE.VIDEO_TOO_LONG',
} as const;

/** The lower-case extension of a file name or URL path ('' when there is none). */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const includes = (list: readonly string[], value: string): boolean => list.includes(value);
const mimeOf = (mime: unknown): string => (typeof mime === 'string' ? mime.trim().toLowerCase() : '');

/** Image, video or other, from the name and the mime type; video wins when either says video. */
export function fileKind(name: unknown, mime: unknown): FileKind {
  const extension = typeof name === 'string' ? fileExtension(name) : '';
  const type = mimeOf(mime);
  if (includes(VIDEO_EXTENSIONS, extension) || includes(VIDEO_MIME_TYPES, type)) return 'video';
  if (type.startsWith('image/') || includes(IMAGE_EXTENSIONS, extension)) return 'image';
  return 'other';
}

/**
 * Whether an image may be used. An image mime type decides when the browser gives one (a
 * renamed .png that is really webp is refused); otherwise the extension decides.
 */
export function imageTypeIsAllowed(name: unknown, mime: unknown): boolean {
  const type = mimeOf(mime);
  if (type.startsWith('image/')) return includes(IMAGE_MIME_TYPES, type);
  return includes(IMAGE_EXTENSIONS, typeof name === 'string' ? fileExtension(name) : '');
}

/** A file the seller picked: its name, mime type and, for a video, its length once read. */
export interface PickedFile {
  readonly name: string;
  readonly mime: string;
  readonly durationSeconds?: number;
}

export interface MediaLimits {
  readonly videoDurationMaxSeconds: number;
  readonly fileCountMax: number;
}

export const MEDIA_LIMITS_DEFAULT: MediaLimits = {
  videoDurationMaxSeconds: VIDEO_DURATION_MAX_SECONDS_DEFAULT,
  fileCountMax: UPLOAD_FILE_COUNT_MAX_DEFAULT,
};

/** What the product already holds before this pick. */
export interface MediaHeld {
  readonly images: number;
  readonly videos: number;
}

export interface MediaPick {
  readonly images: readonly PickedFile[];
  readonly videos: readonly PickedFile[];
}

const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && typeof (value as PickedFile).name === 'string' && typeof (value as PickedFile).mime === 'string';

/**
 * Checks a pick of files against the product's media rules: allowed image types, at most 3
 * images and 1 video counting what is already held, the video length limit, and the file count
 * of one pick. A video whose length is not known yet is let through; the caller checks again
 * once it has read it. Every broken rule is reported, never thrown.
 */
export function productMediaCheck(
  files: unknown,
  held: MediaHeld = { images: 0, videos: 0 },
  limits: MediaLimits = MEDIA_LIMITS_DEFAULT,
): Validation<MediaPick> {
  if (!Array.isArray(files)) return err([issue('files', FILE_ERROR.listNotCorrect)]);
  const issues: ValidationIssue[] = [];
  if (files.length > limits.fileCountMax) issues.push(issue('files', FILE_ERROR.listNotCorrect, { max: limits.fileCountMax }));
  const images: PickedFile[] = [];
  const videos: PickedFile[] = [];
  files.forEach((file: unknown, index) => {
    const field = `files.${index}`;
    if (!isPickedFile(file)) return void issues.push(issue(field, FILE_ERROR.readError));
    const kind = fileKind(file.name, file.mime);
    if (kind === 'video') {
      const duration = file.durationSeconds;
      if (duration !== undefined && !(Number.isFinite(duration) && duration >= 0)) issues.push(issue(field, FILE_ERROR.readError));
      else if (duration !== undefined && duration > limits.videoDurationMaxSeconds) {
        issues.push(issue(field, FILE_ERROR.videoTooLong, { max: limits.videoDurationMaxSeconds }));
      }
      videos.push(file);
    } else if (kind === 'image' && imageTypeIsAllowed(file.name, file.mime)) images.push(file);
    else issues.push(issue(field, FILE_ERROR.imageNotSupported));
  });
  if (held.images + images.length > PRODUCT_IMAGES_MAX) issues.push(issue('images', 'PRODUCT.IMAGES_MAX', { max: PRODUCT_IMAGES_MAX }));
  if (held.videos + videos.length > PRODUCT_VIDEOS_MAX) issues.push(issue('video', 'PRODUCT.VIDEOS_MAX', { max: PRODUCT_VIDEOS_MAX }));
  return issues.length > 0 ? err(issues) : ok({ images, videos });
}
