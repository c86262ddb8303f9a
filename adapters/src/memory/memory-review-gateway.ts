import {
  err,
  gatewayError,
  ok,
  REVIEW_IMAGES_MAX,
  reviewCanEdit,
  reviewCanWrite,
  reviewSummaryOf,
  reviewValidate,
  type Clock,
  type GatewayError,
  type Review,
  type ReviewGateway,
  type ReviewPage,
  type ReviewPageQuery,
} from '@modavi/core';

/** A line of the buyer's order the carrier delivered: what may be reviewed. */
export interface MemoryDeliveredLine {
  readonly orderItemId: string;
  readonly orderId: string;
  readonly productId: string;
  readonly shopId: string;
  readonly productName?: string;
  readonly deliveredAt: number;
}

const refused = (code: GatewayError['code'], status: number, errorCode: string) => err(gatewayError(code, { status, errorCode }));
const PAGE_LIMIT_DEFAULT = 10;

/**
 * ReviewGateway kept in memory over a list of delivered lines, with the server's rules from
 * core (reviewValidate, the 30-day write deadline, one edit within 30 days) and its refusal
 * codes, so screens and tests can run without the reference server.
 */
export function memoryReviewGateway(options: { readonly lines: readonly MemoryDeliveredLine[]; readonly clock: Clock }): ReviewGateway {
  const reviews: Review[] = [];
  let sequence = 0;
  const page = (items: readonly Review[], query: ReviewPageQuery = {}): ReviewPage => {
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const number = query.page ?? 1;
    const newest = [...items].sort((a, b) => b.created_at - a.created_at);
    return {
      items: newest.slice((number - 1) * limit, number * limit),
      page: number,
      limit,
      total: newest.length,
      summary: reviewSummaryOf(newest.map((review) => review.rating)),
    };
  };
  const drafted = (input: unknown) => {
    const checked = reviewValidate(input);
    if (!checked.ok) return refused('INVALID_REQUEST', 400, checked.error[0]?.code ?? 'REVIEW.INVALID');
    if (checked.value.images.length > REVIEW_IMAGES_MAX) return refused('INVALID_REQUEST', 400, 'REVIEW.IMAGES_TOO_MANY');
    return ok(checked.value);
  };

  return {
    async productReviews(productId, query) {
      return ok(page(reviews.filter((review) => review.product_id === productId), query));
    },
    async shopReviews(shopId, query) {
      return ok(page(reviews.filter((review) => review.shop_id === shopId), query));
    },
    async orderReviews(orderId) {
      const items = new Set(options.lines.filter((line) => line.orderId === orderId).map((line) => line.orderItemId));
      return ok(reviews.filter((review) => items.has(review.order_item_id ?? '')));
    },
    async reviewCreate(request) {
      const draft = drafted(request);
      if (!draft.ok) return draft;
      const now = options.clock.now();
      const line = options.lines.find((candidate) => candidate.orderItemId === request.order_item_id);
      if (!line) return refused('INVALID_REQUEST', 422, 'REVIEW.ITEM_NOT_DELIVERED');
      if (!reviewCanWrite(line.deliveredAt, now)) return refused('INVALID_REQUEST', 422, 'REVIEW.DEADLINE_PASSED');
      if (reviews.some((review) => review.order_item_id === line.orderItemId)) return refused('CONFLICT', 409, 'REVIEW.ALREADY_WRITTEN');
      sequence += 1;
      const review: Review = {
        _id: `review-${sequence}`,
        product_id: line.productId,
        author: null,
        rating: draft.value.rating,
        content: draft.value.content,
        images: draft.value.images,
        created_at: now,
        edited_at: null,
        order_item_id: line.orderItemId,
        shop_id: line.shopId,
        product_name: line.productName ?? null,
        variant_name: null,
      };
      reviews.push(review);
      return ok(review);
    },
    async reviewEdit(reviewId, input) {
      const draft = drafted(input);
      if (!draft.ok) return draft;
      const index = reviews.findIndex((review) => review._id === reviewId);
      const existing = reviews[index];
      if (!existing) return refused('NOT_FOUND', 404, 'REVIEW.NOT_FOUND');
      const now = options.clock.now();
      if (!reviewCanEdit(existing, now)) return refused('CONFLICT', 409, 'REVIEW.EDIT_NOT_ALLOWED');
      const edited: Review = { ...existing, ...draft.value, edited_at: now };
      reviews[index] = edited;
      return ok(edited);
    },
  };
}
