import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** The upload's own code; 'image file not supported' and 'upload failed' are FILE.* of SELLER_CATALOGUE_ERRORS. */
export const UPLOADS_ERRORS = {
  'FILE.IMAGE_TOO_LARGE': { vi: 'Hình ảnh tối đa {{max}} MB', kr: 'Images can be at most {{max}} MB' },
  'FILE.VIDEO_NOT_SUPPORTED': { vi: 'Tệp video không được hỗ trợ (mp4, webm, mov)', kr: 'Video file not supported (mp4, webm, mov)' },
  'FILE.VIDEO_TOO_LARGE': { vi: 'Video tối đa {{max}} MB', kr: 'Videos can be at most {{max}} MB' },
  'FILE.VIDEO_LENGTH_UNKNOWN': {
    vi: 'Không đọc được độ dài video, vui lòng chọn video khác',
    kr: 'The length of this video cannot be read, please choose another video',
  },
  'FILE.UPLOAD_QUOTA_REACHED': {
    vi: 'Bạn đã tải lên quá nhiều tệp hôm nay, vui lòng thử lại vào ngày mai',
    kr: 'You have uploaded too many files today, please try again tomorrow',
  },
} as const satisfies ErrorCatalogue;
