/** Community: posts, comments, reviews, chat and social feedback, with their rules. */
export {
  SenderKindSchema,
  MEDIA_KIND,
  MediaKindSchema,
  INTERACTION_KIND,
  InteractionKindSchema,
  MediaSchema,
  type SenderKind,
  type MediaKind,
  type InteractionKind,
  type Media,
} from './community-kinds.js';
export { CommunityAuthorSchema, type CommunityAuthor } from './community-author.js';
export {
  PostSchema,
  PostDraftSchema,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_VIDEOS_MAX,
  POST_PRODUCTS_MAX,
  POST_BODY_SHAPE_MAX,
  TaggedProductSchema,
  type Post,
  type PostDraft,
  type TaggedProduct,
} from './post.js';
export { hashtagsParse, hashtagNormalize, postTextParts, HASHTAG_LENGTH_MAX, POST_HASHTAGS_MAX, type PostTextPart } from './hashtags.js';
export {
  COMMUNITY_FEED_PAGE_SIZE,
  COMMUNITY_FEED_PAGE_MAX,
  COMMENT_PAGE_SIZE,
  FEED_FILTERS,
  FeedFilterSchema,
  PostFeedPageSchema,
  PostCommentSchema,
  CommentThreadSchema,
  CommentPageSchema,
  feedSearchRead,
  type FeedFilter,
  type FeedQuery,
  type PostFeedPage,
  type PostComment,
  type CommentThread,
  type CommentPage,
} from './post-feed.js';
export { commentValidate, COMMENT_MENTIONS_MAX, type CommentDraft } from './comment-validate.js';
export {
  postValidate,
  postEditValidate,
  avatarValidate,
  POST_EDIT_NEW_IMAGES_MAX,
  AVATAR_IMAGES_MAX,
  type ContentRules,
} from './post-validate.js';
export { CommentSchema, ReplyDraftSchema, REPLY_CONTENT_MAX, REPLY_IMAGES_MAX, type Comment, type ReplyDraft } from './comment.js';
export { replyValidate } from './reply-validate.js';
export { mentionsValidate, MENTIONS_MAX } from './mentions.js';
export { mentionTyped, mentionPick, mentionCandidatesMatch, MENTION_SUGGESTIONS_MAX, MENTION_QUERY_MAX, type MentionTyped } from './mention-typing.js';
export { chatMessageRefusal, chatRoomId, chatRoomParties, chatRoomRefusal, chatPartyIn, type ChatParty } from './chat-room-party.js';
export {
  ChatMessageSchema,
  ChatMessagePageSchema,
  ChatProductCardSchema,
  CHAT_TEXT_MAX,
  type ChatMessage,
  type ChatMessagePage,
  type ChatProductCard,
} from './chat-message.js';
export { chatMessageValidate, CHAT_PRODUCT_ID_MAX, type ChatMessageDraft } from './chat-message-validate.js';
export {
  ChatRoomSchema,
  ChatParticipantSchema,
  ChatSuggestionSchema,
  ChatBuyerOrderSchema,
  chatRoomOther,
  type ChatRoom,
  type ChatParticipant,
  type ChatSuggestion,
  type ChatBuyerOrder,
} from './chat-room.js';
export {
  chatResponseStats,
  chatWaits,
  CHAT_REPLY_WINDOW_HOURS,
  CHAT_REPLY_WINDOW_MS,
  type ChatTimelineEntry,
  type ChatWait,
  type ChatResponseStats,
} from './chat-response.js';
export { CHAT_SEND_BURST_MAX, CHAT_SEND_WINDOW_MS } from './chat-send-rate.js';
export { CHAT_MESSAGES_PAGE_SIZE, CHAT_ROOMS_MAX, CHAT_ROOM_SEARCH_MAX, CHAT_SUGGEST_MAX, CHAT_BUYER_ORDERS_MAX } from './chat-limits.js';
export {
  chatUnreadTotal,
  chatUnreadRooms,
  chatRoomMarkRead,
  chatRoomMarkUnread,
  chatRoomsReadAll,
  chatRoomsUnreadAll,
  chatRoomUnreadCount,
} from './chat-unread.js';
export {
  SocialFeedbackSchema,
  SOCIAL_FEEDBACK_NAME_MAX,
  SOCIAL_FEEDBACK_DECISION_MAX,
  SOCIAL_FEEDBACK_CONTENT_MAX,
  SOCIAL_FEEDBACK_IMAGES_MAX,
  SOCIAL_FEEDBACK_STATUSES,
  SOCIAL_FEEDBACK_LIST_PUBLIC,
  SOCIAL_FEEDBACK_PAGE_SIZE,
  SOCIAL_FEEDBACK_SEND_POLICY,
  SocialFeedbackStatusSchema,
  SocialFeedbackItemSchema,
  SocialFeedbackPageSchema,
  type SocialFeedback,
  type SocialFeedbackStatus,
  type SocialFeedbackItem,
  type SocialFeedbackPage,
} from './social-feedback.js';
export { socialFeedbackPublicView } from './social-feedback-view.js';
export { socialFeedbackValidate } from './social-feedback-validate.js';
export {
  ReviewSchema,
  ReviewRatingSchema,
  REVIEW_CONTENT_MAX,
  REVIEW_RATING_MIN,
  REVIEW_RATING_MAX,
  type Review,
} from './review.js';
export {
  reviewValidate,
  reviewCanEdit,
  reviewCanWrite,
  ReviewDraftSchema,
  REVIEW_EDIT_WINDOW_DAYS,
  REVIEW_EDITS_MAX,
  REVIEW_BUYER_DEADLINE_DAYS,
  type ReviewDraft,
} from './review-rules.js';
export { ContactFormSchema, contactFormValidate, CONTACT_PHONE_MAX_DIGITS, CONTACT_TEXT_MAX, type ContactForm } from './contact-form.js';
export { COMMUNITY_ERRORS } from './community-errors.js';
export { SOCIAL_FEEDBACK_ERRORS } from './social-feedback-errors.js';
export { CHAT_ERRORS } from './chat-errors.js';
export { COMMUNITY_FEED_ERRORS } from './community-feed-errors.js';
export { COMMUNITY_BUDGETS, COMMUNITY_BUDGET_WINDOW_MS, type CommunityBudget, type CommunityBudgetKind } from './community-budgets.js';
