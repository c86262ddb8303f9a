import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_API_PATHS as P, POST_CONTENT_MAX, POST_IMAGES_MAX, PostFeedPageSchema, envelopeSchema, hashtagsParse } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

const FeedEnvelope = envelopeSchema(PostFeedPageSchema);

describe('the demo community (seed)', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await memoryTestDb();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("shows a first visitor a living feed: buyers' posts within the post rules, with the tagged products' pictures", async () => {
    const feed = FeedEnvelope.parse((await call(testApi(test.db), 'GET', P.posts)).body).data;
    expect(feed.items.length).toBeGreaterThan(0);
    for (const post of feed.items) {
      expect([...post.content].length).toBeLessThanOrEqual(POST_CONTENT_MAX);
      expect(post.images.length).toBeLessThanOrEqual(POST_IMAGES_MAX);
      expect(post.hashtags).toEqual(hashtagsParse(post.content));
      expect(post.products.length).toBeGreaterThan(0);
    }
  });
});
