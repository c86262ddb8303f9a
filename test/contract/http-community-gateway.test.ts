import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpCommunityGateway } from '@modavi/adapters';
import type { CommunityGateway } from '@modavi/core';
import type { Hono } from 'hono';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { signUp } from '../../server/src/testing/auth-probe';
import { uploadOnRecord } from '../../server/src/testing/upload-probe';

let test: TestDb;
let app: Hono;

const gatewayFor = (token: string | null): CommunityGateway =>
  httpCommunityGateway(
    createHttpClient({
      baseUrl: '',
      context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    }),
  );

beforeAll(async () => {
  test = await memoryTestDb({ seed: false });
  app = testApi(test.db);
});
afterAll(async () => {
  await test?.dispose();
});

describe('httpCommunityGateway against the reference server', () => {
  it('writes, reads, marks, comments on and deletes a post, each answer parsed by core', async () => {
    const grant = await signUp(app, { destination: '0561234570', name: 'Hà' });
    const me = gatewayFor(grant.token);
    const image = await uploadOnRecord(test.db, { token: grant.token });
    const created = await me.postCreate({ content: 'Áo len #thu', media: [{ url: image, kind: 2 }] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.value).toMatchObject({ hashtags: ['thu'], images: [image], is_author: true });
    const id = created.value._id;

    const guest = gatewayFor(null);
    const feed = await guest.feed({ filter: 'all', hashtag: 'thu', cursor: null });
    expect(feed.ok && feed.value.items.map((post) => post._id)).toEqual([id]);
    expect((await me.likeSet(id, true)).ok && (await me.bookmarkSet(id, true)).ok).toBe(true);
    const shared = await me.shared(id);
    expect(shared.ok && shared.value.share_count).toBe(1);
    const read = await me.post(id);
    expect(read.ok && read.value).toMatchObject({ like_count: 1, liked: true, bookmarked: true, share_count: 1 });

    const comment = await me.commentCreate(id, { content: 'Size M nhé' });
    expect(comment.ok && comment.value).toMatchObject({ content: 'Size M nhé', is_author: true });
    const comments = await guest.comments(id, null);
    expect(comments.ok && comments.value.total).toBe(1);
    const refused = await guest.postCreate({ content: 'x' });
    expect(refused.ok ? null : refused.error).toMatchObject({ status: 401, errorCode: 'AUTH.TOKEN_MISSING' });

    expect((await me.postDelete(id)).ok).toBe(true);
    const gone = await guest.post(id);
    expect(gone.ok ? null : gone.error).toMatchObject({ code: 'NOT_FOUND', errorCode: 'POST.NOT_FOUND' });
    expect((await me.userPosts(grant.profile._id, null)).ok).toBe(true);
  });
});
