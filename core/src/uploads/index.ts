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
export { UPLOADED_IMAGE_PATH, uploadedImageId, uploadedImageIds } from './uploaded-image.js';
export { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX, imageDimensionsCheck } from './image-dimensions.js';
export { UPLOADS_ERRORS } from './uploads-errors.js';
