/**
 * Test factories of the community domain: deterministic defaults a test overrides where it
 * matters, e.g. `makeChatRoom({ unread_count: 3 })`.
 */
import { MEDIA_KIND, type Media } from '../community/community-kinds.js';
import type { CommunityAuthor } from '../community/community-author.js';
import type { Post, PostDraft } from '../community/post.js';
import type { Comment } from '../community/comment.js';
import type { ChatMessage } from '../community/chat-message.js';
import type { ChatRoom } from '../community/chat-room.js';
import type { Review } from '../community/review.js';
import type { SocialFeedback } from '../community/social-feedback.js';
import type { ContactForm } from '../community/contact-form.js';

/** 2024-06-01 10:00 in Vietnam, the instant the community fixtures happen at. */
export const COMMUNITY_FIXTURE_TIME = Date.UTC(2024, 5, 1, 3, 0, 0);

export const makeAuthor = (overrides: Partial<CommunityAuthor> = {}): CommunityAuthor => ({
  _id: 'user-1',
  name: 'Nguyễn Thị Lan',
  avatar: 'https://cdn.modavi.test/users/user-1.jpg',
  ...overrides,
});

export const makeImage = (n = 1): Media => ({ url: `https://cdn.modavi.test/posts/image-${n}.jpg`, kind: MEDIA_KIND.image });
export const makeVideo = (n = 1): Media => ({ url: `https://cdn.modavi.test/posts/video-${n}.mp4`, kind: MEDIA_KIND.video });

export const makePostDraft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  content: 'Phối áo dài lụa với giày búp bê cho ngày đi chùa đầu năm',
  media: [makeImage(1), makeImage(2)],
  hashtags: [],
  tags: ['user-2'],
  body_shape: 'pear',
  product_ids: [],
  ...overrides,
});

export const makePost = (overrides: Partial<Post> = {}): Post => ({
  _id: 'post-1',
  content: 'Phối áo dài lụa với giày búp bê cho ngày đi chùa đầu năm',
  images: [makeImage(1).url, makeImage(2).url],
  video: null,
  hashtags: ['aodai', 'tet'],
  tags: ['user-2'],
  body_shape: 'pear',
  author: makeAuthor(),
  products: [],
  like_count: 12,
  comment_count: 3,
  share_count: 1,
  bookmark_count: 0,
  liked: false,
  bookmarked: false,
  is_author: false,
  created_at: COMMUNITY_FIXTURE_TIME,
  ...overrides,
});

export const makeComment = (overrides: Partial<Comment> = {}): Comment => ({
  _id: 'comment-1',
  target_id: 'post-1',
  parent_id: null,
  author: makeAuthor({ _id: 'user-2', name: 'Trần Minh Anh' }),
  content: 'Đẹp quá, chị mua áo ở shop nào vậy?',
  image: null,
  reply_count: 0,
  created_at: COMMUNITY_FIXTURE_TIME,
  ...overrides,
});

export const makeChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: 'message-1',
  room_id: 'room-1',
  sender_id: 'shop-1',
  sender_kind: 'seller',
  text: 'Dạ shop còn size M ạ',
  media: [],
  sent_at: COMMUNITY_FIXTURE_TIME,
  read: false,
  ...overrides,
});

/** A buyer-seller room with one unread message. */
export const makeChatRoom = (overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  _id: 'room-1',
  participants: [
    { _id: 'user-1', name: 'Nguyễn Thị Lan', avatar: null, kind: 'buyer' },
    { _id: 'shop-1', name: 'Tiệm Áo Dài Hà Nội', avatar: null, kind: 'seller' },
  ],
  last_message: makeChatMessage(),
  unread_count: 1,
  ...overrides,
});

export const makeReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'review-1',
  product_id: 'product-1',
  author: makeAuthor(),
  rating: 5,
  content: 'Vải mát, đường may đẹp, giao hàng nhanh',
  images: [],
  created_at: COMMUNITY_FIXTURE_TIME,
  edited_at: null,
  ...overrides,
});

export const makeSocialFeedback = (overrides: Partial<SocialFeedback> = {}): SocialFeedback => ({
  _id: null,
  organisation_name: 'Hội Bảo vệ Người tiêu dùng Hà Nội',
  decision_number: '123/QĐ-UBND',
  email: 'lienhe@hoibvntd.test',
  content: 'Phản ánh về sản phẩm mỹ phẩm không rõ nguồn gốc được bán trên sàn.',
  images: ['https://cdn.modavi.test/feedback/evidence-1.jpg'],
  created_at: null,
  ...overrides,
});

export const makeContactForm = (overrides: Partial<ContactForm> = {}): ContactForm => ({
  name: 'Lê Văn Hùng',
  email: 'hung.le@shop.test',
  phone: '0912345678',
  website: 'https://shop.example.com',
  message: 'Tôi muốn mở gian hàng thời trang nam trên Modavi.',
  ...overrides,
});
