import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** The upload's own code; 'image file not supported' and 'upload failed' are FILE.* of SELLER_CATALOGUE_ERRORS. */
export const UPLOADS_ERRORS = {
  'FILE.IMAGE_TOO_LARGE': { vi: 'Hình ảnh tối đa {{max}} MB', kr: 'Images can be at most {{max}} MB' },
  'FILE.VIDEO_NOT_SUPPORTED': { vi: 'Tệp video không được hỗ trợ (mp4, webm, mov)', kr: 'Video file not supported (mp4, webm, mov)' },
  'FILE.VIDEO_TOO_LARGE': { vi: 'Video tối đa {{max}} MB', kr: 'Videos can be at most {{max}} MB' },
} as const satisfies ErrorCatalogue;
