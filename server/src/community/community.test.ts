import { describe, expect, it } from 'vitest';
import { API_PATHS, COMMUNITY_BUDGETS, COMMUNITY_BUDGET_WINDOW_MS, COMMUNITY_API_PATHS as P, CommentPageSchema, POST_CONTENT_MAX, PostCommentSchema, PostFeedPageSchema, PostSchema, envelopeSchema, type Post } from '@modavi/core';
import { call, type CallResult } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { guestToken, sellable } from '../testing/commerce-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { JSON_BODY_BYTES_MAX } from '../http/body-limits.js';
import { budgetWindowFresh } from '../testing/budget-window.js';

const PostEnvelope = envelopeSchema(PostSchema);
const FeedEnvelope = envelopeSchema(PostFeedPageSchema);
const postOf = (result: CallResult): Post => PostEnvelope.parse(result.body).data;
let phoneSeq = 0;
const newPhone = () => `05${String(70_000_000 + (phoneSeq += 1)).slice(-8)}`;
const image = (url: string) => ({ url, kind: 2 });

describe('community posts', () => {
  const server = testServer();
  const person = (name: string) => signUp(server.app, { destination: newPhone(), name });
  const create = (token: string, body: unknown) => call(server.app, 'POST', P.posts, { token, body });

  it('creates a post with images, parsed hashtags and a tagged product; guests read it, without marks of their own', async () => {
    const an = await person('An');
    const product = await sellable(server.db);
    const images = [await uploadOnRecord(server.db, { token: an.token }), await uploadOnRecord(server.db, { token: an.token })];
    const created = await create(an.token, { content: 'Phối đồ #OOTD đi biển #ootd #Hè', media: images.map(image), product_ids: [product.productId], body_shape: 'quả lê' });
    expect(created.status).toBe(201);
    const post = postOf(created);
    expect(post).toMatchObject({ content: 'Phối đồ #OOTD đi biển #ootd #Hè', images, hashtags: ['ootd', 'hè'], body_shape: 'quả lê', author: { _id: an.profile._id } });
    expect(post.products.map((item) => item._id)).toEqual([product.productId]);
    const read = await call(server.app, 'GET', P.post(post._id), { token: await guestToken(server.app) });
    expect(postOf(read)).toMatchObject({ _id: post._id, liked: false, bookmarked: false, is_author: false });
    expect(post.is_author).toBe(true);
    expect(postOf(await call(server.app, 'GET', P.post(post._id)))._id).toBe(post._id);
    const tagged = FeedEnvelope.parse((await call(server.app, 'GET', `${P.posts}?hashtag=OOTD`)).body).data;
    expect(tagged.items.map((item) => item._id)).toContain(post._id);
    expect(refusal(await call(server.app, 'GET', P.post('nope')))).toEqual({ status: 404, code: 'POST.NOT_FOUND' });
  });

  it('refuses guests, long or offensive text, mixed or too many media, someone else’s upload and unknown products', async () => {
    const binh = await person('Bình');
    const other = await person('Other');
    expect(refusal(await create(await guestToken(server.app), { content: 'xin chào' }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
    expect(refusal(await call(server.app, 'POST', P.posts, { body: { content: 'x' } })).status).toBe(401);
    expect(refusal(await create(binh.token, { content: 'a'.repeat(POST_CONTENT_MAX + 1) }))).toEqual({ status: 400, code: 'POST.CONTENT_TOO_LONG' });
    expect((await create(binh.token, { content: 'a'.repeat(POST_CONTENT_MAX) })).status).toBe(201);
    expect(refusal(await create(binh.token, { content: 'đồ shit quá' }))).toEqual({ status: 400, code: 'CONTENT.INAPPROPRIATE' });
    expect(refusal(await create(binh.token, { content: '' }))).toEqual({ status: 400, code: 'POST.EMPTY' });
    const mine = await Promise.all(Array.from({ length: 6 }, () => uploadOnRecord(server.db, { token: binh.token })));
    expect(refusal(await create(binh.token, { media: mine.map(image) }))).toEqual({ status: 400, code: 'POST.IMAGES_TOO_MANY' });
    expect(refusal(await create(binh.token, { media: [image(mine[0] ?? ''), { url: '/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.mp4', kind: 1 }] }))).toEqual({
      status: 400,
      code: 'POST.MEDIA_MIXED',
    });
    expect(refusal(await create(binh.token, { media: [{ url: '/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.mp4', kind: 1 }] }))).toEqual({ status: 400, code: 'POST.VIDEO_NOT_UPLOADED' });
    const theirs = await uploadOnRecord(server.db, { token: other.token });
    expect(refusal(await create(binh.token, { media: [image(theirs)] }))).toEqual({ status: 400, code: 'POST.IMAGE_NOT_UPLOADED' });
    expect(refusal(await create(binh.token, { content: 'x', product_ids: ['no-such-product'] }))).toEqual({ status: 400, code: 'POST.PRODUCT_UNKNOWN' });
    expect(refusal(await create(binh.token, { content: 'x', tags: [other.profile._id, other.profile._id] }))).toEqual({ status: 400, code: 'MENTION.DUPLICATE' });
    expect(refusal(await create(binh.token, { content: 'x'.repeat(JSON_BODY_BYTES_MAX / 2) })).status).toBe(413);
  });

  it('only the author edits (one new image at most) and deletes', async () => {
    const chi = await person('Chi');
    const dung = await person('Dũng');
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => uploadOnRecord(server.db, { token: chi.token })));
    const post = postOf(await create(chi.token, { content: 'trước', media: [image(a ?? ''), image(b ?? '')] }));
    const edit = (token: string, body: unknown) => call(server.app, 'PUT', P.post(post._id), { token, body });
    expect(refusal(await edit(dung.token, { content: 'của tôi' }))).toEqual({ status: 403, code: 'POST.NOT_AUTHOR' });
    expect(refusal(await call(server.app, 'DELETE', P.post(post._id), { token: dung.token }))).toEqual({ status: 403, code: 'POST.NOT_AUTHOR' });
    expect(refusal(await edit(chi.token, { content: 'sau', media: [image(a ?? ''), image(c ?? ''), image(d ?? '')] }))).toEqual({ status: 400, code: 'POST.EDIT_IMAGES_LIMIT' });
    const edited = postOf(await edit(chi.token, { content: 'sau #moi', media: [image(a ?? ''), image(c ?? '')] }));
    expect(edited).toMatchObject({ content: 'sau #moi', images: [a, c], hashtags: ['moi'] });
    expect(edited.edited_at).toEqual(expect.any(Number));
    expect((await call(server.app, 'DELETE', P.post(post._id), { token: chi.token })).status).toBe(200);
    expect(refusal(await call(server.app, 'GET', P.post(post._id)))).toEqual({ status: 404, code: 'POST.NOT_FOUND' });
  });

  it('likes and bookmarks are idempotent and counted; the viewer sees their own', async () => {
    const em = await person('Em');
    const gia = await person('Gia');
    const post = postOf(await create(em.token, { content: 'thích không?' }));
    for (let time = 0; time < 2; time += 1) {
      expect(postOf(await call(server.app, 'POST', P.postLike(post._id), { token: gia.token }))).toMatchObject({ like_count: 1, liked: true });
      expect(postOf(await call(server.app, 'POST', P.postBookmark(post._id), { token: gia.token }))).toMatchObject({ bookmark_count: 1, bookmarked: true });
    }
    expect(postOf(await call(server.app, 'GET', P.post(post._id), { token: em.token }))).toMatchObject({ like_count: 1, liked: false });
    const saved = FeedEnvelope.parse((await call(server.app, 'GET', `${P.posts}?filter=bookmarks`, { token: gia.token })).body).data;
    expect(saved.items.map((item) => item._id)).toEqual([post._id]);
    expect(postOf(await call(server.app, 'DELETE', P.postLike(post._id), { token: gia.token }))).toMatchObject({ like_count: 0, liked: false });
    expect(postOf(await call(server.app, 'DELETE', P.postLike(post._id), { token: gia.token }))).toMatchObject({ like_count: 0 });
    expect(refusal(await call(server.app, 'POST', P.postLike(post._id), { token: await guestToken(server.app) }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
    // Shares count each sharer once, guests included.
    const guest = await guestToken(server.app);
    for (const token of [guest, guest, gia.token]) await call(server.app, 'POST', P.postShare(post._id), { token });
    expect(postOf(await call(server.app, 'GET', P.post(post._id))).share_count).toBe(2);
  });
});

describe('what one account or place may publish (issue 24)', () => {
  const server = testServer({ seed: false });

  it('stops a burst of posts and of comments with 429 and the catalogue’s code; fresh guest tokens share once', async () => {
    const writer = await signUp(server.app, { destination: newPhone(), name: 'Nhanh Tay' });
    await budgetWindowFresh(COMMUNITY_BUDGET_WINDOW_MS, 15_000);
    const statuses: number[] = [];
    for (let n = 0; n <= COMMUNITY_BUDGETS.post.perAccount; n += 1) {
      statuses.push((await call(server.app, 'POST', P.posts, { token: writer.token, body: { content: `bài ${n}` } })).status);
    }
    expect(statuses).toEqual([...Array(COMMUNITY_BUDGETS.post.perAccount).fill(201), 429]);
    const over = await call(server.app, 'POST', P.posts, { token: writer.token, body: { content: 'nữa' } });
    expect(refusal(over)).toEqual({ status: 429, code: 'REQUEST.RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    const reader = await signUp(server.app, { destination: newPhone(), name: 'Bình Luận' });
    const post = FeedEnvelope.parse((await call(server.app, 'GET', P.posts)).body).data.items[0];
    if (!post) throw new Error('no post');
    let last = 0;
    for (let n = 0; n <= COMMUNITY_BUDGETS.comment.perAccount; n += 1) {
      last = (await call(server.app, 'POST', P.postComments(post._id), { token: reader.token, body: { content: `ý kiến ${n}` } })).status;
    }
    expect(last).toBe(429);

    for (let n = 0; n < 10; n += 1) await call(server.app, 'POST', P.postShare(post._id), { token: await guestToken(server.app) });
    expect(postOf(await call(server.app, 'GET', P.post(post._id))).share_count).toBe(1);
  });

  it('refuses the spellings that slipped past the offensive-word filter', async () => {
    const writer = await signUp(server.app, { destination: newPhone(), name: 'Lịch Sự' });
    for (const content of ['f.u.c.k shop', 'đ ị t m ẹ', 'd1t m3 luôn']) {
      expect(refusal(await call(server.app, 'POST', P.posts, { token: writer.token, body: { content } }))).toEqual({ status: 400, code: 'CONTENT.INAPPROPRIATE' });
    }
  });
});

describe('the feed', () => {
  const server = testServer({ seed: false });

  it('pages newest first with a cursor; following shows the followed people only; a wall shows one person', async () => {
    const [hoa, khoa, lan] = await Promise.all(['Hoa', 'Khoa', 'Lan'].map((name) => signUp(server.app, { destination: newPhone(), name })));
    if (!hoa || !khoa || !lan) throw new Error('sign-up');
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(postOf(await call(server.app, 'POST', P.posts, { token: n % 2 ? khoa.token : lan.token, body: { content: `bài ${n}` } }))._id);
    const page = async (query: string, token?: string) => FeedEnvelope.parse((await call(server.app, 'GET', `${P.posts}?${query}`, token ? { token } : {})).body).data;
    const first = await page('limit=2');
    expect(first.items.map((item) => item._id)).toEqual([ids[4], ids[3]]);
    const second = await page(`limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((item) => item._id)).toEqual([ids[2], ids[1]]);
    const last = await page(`limit=2&cursor=${second.next_cursor}`);
    expect(last).toEqual({ items: [expect.objectContaining({ _id: ids[0] })], next_cursor: null });

    await call(server.app, 'POST', API_PATHS.userFollow(khoa.profile._id), { token: hoa.token });
    expect((await page('filter=following', hoa.token)).items.map((item) => item._id)).toEqual([ids[3], ids[1]]);
    expect((await page('filter=following')).items).toEqual([]);
    const wall = FeedEnvelope.parse((await call(server.app, 'GET', P.userPosts(lan.profile._id))).body).data;
    expect(wall.items.map((item) => item._id)).toEqual([ids[4], ids[2], ids[0]]);
    expect(refusal(await call(server.app, 'GET', `${P.posts}?filter=nope`)).status).toBe(400);
    expect(refusal(await call(server.app, 'GET', `${P.posts}?cursor=abc`)).status).toBe(400);
  });

  it('comments and replies: limits, one image, mentions, authors only change their own', async () => {
    const [mai, nam] = await Promise.all(['Mai', 'Nam'].map((name) => signUp(server.app, { destination: newPhone(), name })));
    if (!mai || !nam) throw new Error('sign-up');
    const post = postOf(await call(server.app, 'POST', P.posts, { token: mai.token, body: { content: 'hỏi size' } }));
    const comment = (token: string, body: unknown) => call(server.app, 'POST', P.postComments(post._id), { token, body });
    const top = envelopeSchema(PostCommentSchema).parse((await comment(nam.token, { content: 'M nhé' })).body).data;
    const pic = await uploadOnRecord(server.db, { token: mai.token });
    const reply = await comment(mai.token, { content: 'cảm ơn', parent_id: top._id, mentions: [nam.profile._id], images: [pic] });
    expect(reply.status).toBe(201);
    expect(envelopeSchema(PostCommentSchema).parse(reply.body).data).toMatchObject({ parent_id: top._id, image: pic, mentions: [{ _id: nam.profile._id, name: expect.stringMatching(/^N\*+m$/) }] });
    expect(refusal(await comment(nam.token, { content: 'a'.repeat(301) }))).toEqual({ status: 400, code: 'REPLY.CONTENT_TOO_LONG' });
    expect(refusal(await comment(nam.token, { content: 'bitch' }))).toEqual({ status: 400, code: 'CONTENT.INAPPROPRIATE' });
    expect(refusal(await comment(mai.token, { content: 'x', images: [pic, pic] }))).toEqual({ status: 400, code: 'REPLY.IMAGES_TOO_MANY' });
    expect(refusal(await comment(mai.token, { content: 'x', mentions: [nam.profile._id, nam.profile._id] }))).toEqual({ status: 400, code: 'MENTION.DUPLICATE' });
    expect(refusal(await comment(mai.token, { content: 'x', mentions: ['ghost'] }))).toEqual({ status: 400, code: 'MENTION.UNKNOWN' });
    expect(refusal(await comment(await guestToken(server.app), { content: 'x' }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });

    const thread = CommentPageSchema.parse(envelopeSchema(CommentPageSchema).parse((await call(server.app, 'GET', P.postComments(post._id))).body).data);
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]?.replies.map((item) => item.content)).toEqual(['cảm ơn']);
    expect(postOf(await call(server.app, 'GET', P.post(post._id))).comment_count).toBe(2);

    expect(refusal(await call(server.app, 'PUT', P.comment(top._id), { token: mai.token, body: { content: 'sửa' } }))).toEqual({ status: 403, code: 'COMMENT.NOT_AUTHOR' });
    expect((await call(server.app, 'PUT', P.comment(top._id), { token: nam.token, body: { content: 'L nhé' } })).status).toBe(200);
    expect((await call(server.app, 'DELETE', P.comment(top._id), { token: nam.token })).status).toBe(200);
    expect(postOf(await call(server.app, 'GET', P.post(post._id))).comment_count).toBe(0);
  });

  it('tells the post’s author of likes and comments, the replied-to and the mentioned, the followed; once per like or follow, never oneself (issue 25)', async () => {
    const [lan, minh, ha] = await Promise.all(['Lan', 'Minh', 'Hà'].map((name) => signUp(server.app, { destination: newPhone(), name })));
    if (!lan || !minh || !ha) throw new Error('sign-up');
    const post = postOf(await call(server.app, 'POST', P.posts, { token: lan.token, body: { content: 'váy đi tiệc' } }));
    const told = async (userId: string) =>
      (await server.db.query<{ event: string; name: string; target_kind: string; target_id: string }>(
        `SELECT data->>'event' AS event, data->>'name' AS name, target_kind, target_id FROM notifications WHERE user_id = $1 AND type = 'community_interaction' ORDER BY seq`,
        [userId],
      ));
    for (let round = 0; round < 2; round += 1) {
      await call(server.app, 'POST', P.postLike(post._id), { token: minh.token });
      await call(server.app, 'DELETE', P.postLike(post._id), { token: minh.token });
    }
    await call(server.app, 'POST', P.postLike(post._id), { token: lan.token });
    const top = envelopeSchema(PostCommentSchema).parse((await call(server.app, 'POST', P.postComments(post._id), { token: minh.token, body: { content: 'đẹp quá' } })).body).data;
    await call(server.app, 'POST', P.postComments(post._id), { token: lan.token, body: { content: 'cảm ơn bạn', parent_id: top._id, mentions: [ha.profile._id] } });
    for (let round = 0; round < 2; round += 1) {
      await call(server.app, 'POST', API_PATHS.userFollow(lan.profile._id), { token: ha.token });
      await call(server.app, 'DELETE', API_PATHS.userFollow(lan.profile._id), { token: ha.token });
    }

    expect(await told(lan.profile._id)).toEqual([
      { event: 'like', name: expect.stringMatching(/^M\*+h$/), target_kind: 'post', target_id: post._id },
      { event: 'comment', name: expect.stringMatching(/^M\*+h$/), target_kind: 'post', target_id: post._id },
      { event: 'follow', name: expect.any(String), target_kind: 'profile', target_id: ha.profile._id },
    ]);
    expect((await told(minh.profile._id)).map((row) => row.event)).toEqual(['reply']);
    expect((await told(ha.profile._id)).map((row) => row.event)).toEqual(['mention']);
  });

  it('a deleted account takes its posts, comments and likes with it', async () => {
    const [oanh, phuc] = await Promise.all(['Oanh', 'Phúc'].map((name) => signUp(server.app, { destination: newPhone(), name })));
    if (!oanh || !phuc) throw new Error('sign-up');
    const kept = postOf(await call(server.app, 'POST', P.posts, { token: phuc.token, body: { content: 'còn lại' } }));
    const gone = postOf(await call(server.app, 'POST', P.posts, { token: oanh.token, body: { content: 'sẽ mất' } }));
    await call(server.app, 'POST', P.postComments(kept._id), { token: oanh.token, body: { content: 'hay' } });
    await call(server.app, 'POST', P.postLike(kept._id), { token: oanh.token });
    expect((await call(server.app, 'DELETE', API_PATHS.me, { token: oanh.token, body: { confirm: true } })).status).toBe(200);
    expect(refusal(await call(server.app, 'GET', P.post(gone._id)))).toEqual({ status: 404, code: 'POST.NOT_FOUND' });
    expect(postOf(await call(server.app, 'GET', P.post(kept._id)))).toMatchObject({ comment_count: 0, like_count: 0 });
  });
});
