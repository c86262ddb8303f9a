/**
 * Where uploaded images are served (`POST api/v1/image` answers a URL under it). Images shown
 * to others (an avatar, a review's or a return's pictures) must be among them: a page never
 * points at an outside address (a tracking pixel on every visitor's page, a spoofed logo),
 * and the server can check the image exists and whose it is.
 */
export const UPLOADED_IMAGE_PATH = '/media/uploads/';

/** An uploaded image's file name: 24 hex characters and the stored type. */
const UPLOADED_FILE = /^([0-9a-f]{24})\.(png|jpg|gif|svg)$/;

/** The upload id of an uploaded image's URL, or null for any other address. Never throws. */
export function uploadedImageId(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(UPLOADED_IMAGE_PATH)) return null;
  return UPLOADED_FILE.exec(url.slice(UPLOADED_IMAGE_PATH.length))?.[1] ?? null;
}

/**
 * The upload ids of a list of image URLs, or the position (from 1) of the first that is not
 * an image uploaded here.
 */
export function uploadedImageIds(urls: readonly unknown[]): { readonly ids: string[] } | { readonly invalidAt: number } {
  const ids: string[] = [];
  for (const [index, url] of urls.entries()) {
    const id = uploadedImageId(url);
    if (id === null) return { invalidAt: index + 1 };
    ids.push(id);
  }
  return { ids };
}

/** An uploaded video's file name: 24 hex characters and the container's extension. */
const UPLOADED_VIDEO_FILE = /^([0-9a-f]{24})\.(mp4|mov|webm)$/;

/** The upload id of a video uploaded here (`POST api/v1/video`), or null for any other address. Never throws. */
export function uploadedVideoId(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(UPLOADED_IMAGE_PATH)) return null;
  return UPLOADED_VIDEO_FILE.exec(url.slice(UPLOADED_IMAGE_PATH.length))?.[1] ?? null;
}
