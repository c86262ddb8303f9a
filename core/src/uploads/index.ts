/** Image uploads (`POST api/v1/image`): what may be sent and what comes back. */
export {
  IMAGE_UPLOAD_BYTES_MAX,
  IMAGE_UPLOAD_FIELD,
  imageUploadCheck,
  UploadedImageSchema,
  type UploadableFile,
  type UploadedImage,
  type ImageUploadRefusal,
} from './image-upload.js';
export {
  VIDEO_UPLOAD_ADDRESS_FACTOR,
  VIDEO_UPLOAD_BYTES_MAX,
  VIDEO_UPLOAD_MEGABYTES_PER_DAY,
  VIDEO_UPLOAD_MIME_TYPES,
  VIDEO_UPLOADS_PER_DAY,
  videoUploadCheck,
  UploadedVideoSchema,
  type UploadedVideo,
  type VideoUploadMime,
  type VideoUploadRefusal,
} from './video-upload.js';
export { videoContainerSniff, videoDurationRead, videoLengthMeasurable } from './video-container.js';
export { uploadProgressPercent, uploadProgressText, type UploadOptions, type UploadProgress } from './upload-progress.js';
export { UPLOADED_IMAGE_PATH, uploadedImageId, uploadedImageIds, uploadedVideoId } from './uploaded-image.js';
export { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX, imageDimensionsCheck } from './image-dimensions.js';
export { UPLOADS_ERRORS } from './uploads-errors.js';
export {
  UPLOAD_IMAGE_WIDTHS,
  uploadedImageSrcSet,
  uploadedImageVariantName,
  uploadedImageVariantOf,
  type UploadImageWidth,
} from './image-variants.js';
