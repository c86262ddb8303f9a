import { hashtagsParse } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { insertBatches } from '../seed/rows-insert.js';
import { createRandom } from '../seed/random.js';

/**
 * The demo community: what the seed's buyers said about products of the catalogue (Vietnamese,
 * as buyers write here), each post tagging the products it shows. Words only; the pictures are
 * the tagged products' own. A fresh `npm start` shows a living feed instead of an empty page.
 */
const POSTS: readonly { readonly text: string; readonly vertical: 'fashion' | 'beauty'; readonly bodyShape?: string }[] = [
  { text: 'Outfit đi cà phê cuối tuần: áo sơ mi trắng + quần jeans ống suông, đơn giản mà lên hình rất ổn 📸 #ootd #phoido', vertical: 'fashion', bodyShape: 'Quả lê' },
  { text: 'Mọi người ơi áo này form rộng nên mình cao 1m58, 50kg lấy size S là vừa đẹp. Vải mát, mặc cả ngày không nóng. #review #size', vertical: 'fashion', bodyShape: 'Đồng hồ cát' },
  { text: 'Routine buổi sáng cho da dầu của mình: sữa rửa mặt dịu nhẹ, toner, kem dưỡng mỏng và chống nắng. Bốn bước thôi là đủ! #skincare #dadau', vertical: 'beauty' },
  { text: 'Săn được voucher 100K cho đơn đầu tiên, tính ra chiếc đầm này chỉ hơn 200K. Shop đóng gói cẩn thận, giao 2 ngày là tới 🎉 #sandeal', vertical: 'fashion' },
  { text: 'Ai da nhạy cảm thử kem chống nắng này chưa? Mình dùng 2 tuần không bị kích ứng, không để lại vệt trắng. #chongnang #skincare', vertical: 'beauty' },
  { text: 'Phối đồ công sở tuần này: blazer be, áo thun trơn, quần tây ống đứng. Một bảng màu trung tính là mix được cả tuần. #congso #phoido', vertical: 'fashion', bodyShape: 'Chữ nhật' },
  { text: 'Son này lên màu đẹp lắm, đỏ đất hợp da ngăm. Giữ màu khoảng 5 tiếng, ăn uống nhẹ vẫn còn. #makeup #son', vertical: 'beauty' },
  { text: 'Đi biển cuối tuần mang theo váy hoa và sandal, gọn nhẹ mà chụp ảnh xinh xỉu 🌊 #dulich #ootd', vertical: 'fashion', bodyShape: 'Quả táo' },
  { text: 'Mua chung với nhóm bạn được giá tốt hơn hẳn, ai cần rủ thêm người thì comment nhé! #muachung', vertical: 'beauty' },
  { text: 'Mẹo chọn size: đo vòng ngực, eo, hông rồi so với bảng size của shop, lệch giữa hai size thì chọn size lớn hơn cho áo. #size #meo', vertical: 'fashion' },
];

const COMMENTS: readonly string[] = [
  'Xinh quá, cho mình xin link với ạ!',
  'Mình cũng mua rồi, chất lượng ổn thật.',
  'Da mình hỗn hợp dùng được không bạn?',
  'Cảm ơn bạn đã chia sẻ, hữu ích quá.',
  'Size M có rộng không bạn ơi?',
];

/** Hours between the seeded posts, newest first from the moment of seeding, so the feed reads as recent. */
const SEED_POST_GAP_HOURS = 7;

export async function communitySeedIfEmpty(db: Db): Promise<boolean> {
  const typed = typedDb(db);
  const existing = await typed
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('community_posts').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
    .executeTakeFirst();
  if (existing?.present) return false;
  const users = await typed.selectFrom('users').select('id').orderBy('id').limit(12).execute();
  if (users.length === 0) return false;
  const products = await typed
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', sql<string>`p.images->>0`.as('image'), 'c.vertical'])
    .where('p.listed', '=', true)
    .where(sql<boolean>`p.images->>0 IS NOT NULL`)
    .orderBy('p.sold', 'desc')
    .orderBy('p.id')
    .limit(60)
    .execute();
  const random = createRandom(0xc0_11ec7);
  const now = Date.now();
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)] as T;
  const posts = POSTS.map((post, index) => {
    const fitting = products.filter((product) => product.vertical === post.vertical);
    const tagged = [pick(fitting), pick(fitting)].filter((product, at, all) => product !== undefined && all.findIndex((other) => other?.id === product.id) === at);
    return {
      id: random.hexId(),
      author_id: pick(users).id,
      content: post.text,
      images: tagged.map((product) => product.image),
      hashtags: hashtagsParse(post.text),
      product_ids: tagged.map((product) => product.id),
      body_shape: post.bodyShape ?? null,
      // The oldest first: the feed's order (seq) is the order of insertion.
      created_at: new Date(now - (POSTS.length - index) * SEED_POST_GAP_HOURS * 3_600_000).toISOString(),
    };
  });
  // jsonb travels as JSON text (schema-json-columns.ts); text[] columns take the arrays as they are.
  for (const batch of insertBatches(posts.map((post) => ({ ...post, images: JSON.stringify(post.images) })))) {
    await typed.insertInto('community_posts').values(batch).execute();
  }
  const likes = posts.flatMap((post) => users.filter(() => random.int(0, 2) === 0).map((user) => ({ post_id: post.id, user_id: user.id })));
  for (const batch of insertBatches(likes)) await typed.insertInto('community_post_likes').values(batch).execute();
  const comments = posts.flatMap((post, index) =>
    index % 2 === 0 ? [{ id: random.hexId(), post_id: post.id, author_id: pick(users).id, content: pick(COMMENTS), created_at: new Date(Date.parse(post.created_at) + 3_600_000).toISOString() }] : [],
  );
  for (const batch of insertBatches(comments)) await typed.insertInto('community_comments').values(batch).execute();
  return true;
}
