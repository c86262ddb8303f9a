import type { Review } from '../community/review.js';
import type { ReviewDraft } from '../community/review-rules.js';
import type { ReviewCreateRequest, ReviewPage } from '../reviews/review-page.js';
import type { UploadableFile, UploadedImage } from '../uploads/image-upload.js';
import type { UploadedVideo } from '../uploads/video-upload.js';
import type { UploadOptions } from '../uploads/upload-progress.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

export interface ReviewPageQuery {
  readonly page?: number;
  readonly limit?: number;
}

/** Reviews of purchased products: read a product's or a shop's, write and edit the buyer's own. */
export interface ReviewGateway {
  productReviews(productId: string, query?: ReviewPageQuery): Promise<Result<ReviewPage, GatewayError>>;
  shopReviews(shopId: string, query?: ReviewPageQuery): Promise<Result<ReviewPage, GatewayError>>;
  /** The buyer's reviews of the lines of one of their orders. */
  orderReviews(orderId: string): Promise<Result<readonly Review[], GatewayError>>;
  reviewCreate(request: ReviewCreateRequest): Promise<Result<Review, GatewayError>>;
  /** The one edit a review allows (within REVIEW_EDIT_WINDOW_DAYS). */
  reviewEdit(reviewId: string, draft: ReviewDraft): Promise<Result<Review, GatewayError>>;
}

/**
 * Uploads a picked file (`POST api/v1/image`, `POST api/v1/video`); the adapter sends the
 * platform's file object it was given and reports the bytes sent to `options.onProgress`.
 */
export interface MediaGateway {
  imageUpload(file: UploadableFile, options?: UploadOptions): Promise<Result<UploadedImage, GatewayError>>;
  /** A video for a product (an account's session): mp4, webm or mov, checked by core's videoUploadCheck. */
  videoUpload(file: UploadableFile, options?: UploadOptions): Promise<Result<UploadedVideo, GatewayError>>;
}
