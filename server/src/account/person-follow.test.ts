import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, PublicProfileSchema, envelopeSchema } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { guestToken } from '../testing/commerce-probe.js';

const Wall = envelopeSchema(PublicProfileSchema);
let phoneSeq = 0;
const newPhone = () => `05${String(60_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('people following people', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('follows and unfollows a person: both walls count it, the viewer sees it, repeating changes nothing', async () => {
    const an = await signUp(app, { destination: newPhone(), name: 'An' });
    const binh = await signUp(app, { destination: newPhone(), name: 'Bình' });
    for (let time = 0; time < 2; time += 1) {
      const followed = Wall.parse((await call(app, 'POST', API_PATHS.userFollow(binh.profile._id), { token: an.token })).body).data;
      expect(followed).toMatchObject({ followers: 1, followed_by_viewer: true });
    }
    expect(Wall.parse((await call(app, 'GET', API_PATHS.userWall(an.profile._id), { token: an.token })).body).data).toMatchObject({ following: 1, followers: 0 });
    // Someone else sees the count, not An's flag.
    expect(Wall.parse((await call(app, 'GET', API_PATHS.userWall(binh.profile._id), { token: await guestToken(app) })).body).data).toMatchObject({
      followers: 1,
      followed_by_viewer: false,
    });
    const unfollowed = Wall.parse((await call(app, 'DELETE', API_PATHS.userFollow(binh.profile._id), { token: an.token })).body).data;
    expect(unfollowed).toMatchObject({ followers: 0, followed_by_viewer: false });
  });

  it('refuses following oneself, an unknown person, and a guest', async () => {
    const chi = await signUp(app, { destination: newPhone(), name: 'Chi' });
    expect(refusal(await call(app, 'POST', API_PATHS.userFollow(chi.profile._id), { token: chi.token }))).toEqual({ status: 400, code: 'FOLLOW.SELF' });
    expect(refusal(await call(app, 'POST', API_PATHS.userFollow('nobody'), { token: chi.token }))).toEqual({ status: 404, code: 'USER.NOT_FOUND' });
    expect(refusal(await call(app, 'POST', API_PATHS.userFollow(chi.profile._id), { token: await guestToken(app) }))).toEqual({
      status: 401,
      code: 'AUTH.LOGIN_REQUIRED',
    });
  });

  it('a deleted account leaves no follows behind', async () => {
    const dung = await signUp(app, { destination: newPhone(), name: 'Dũng' });
    const em = await signUp(app, { destination: newPhone(), name: 'Em' });
    await call(app, 'POST', API_PATHS.userFollow(em.profile._id), { token: dung.token });
    expect((await call(app, 'DELETE', API_PATHS.me, { token: dung.token, body: { confirm: true } })).status).toBe(200);
    expect(Wall.parse((await call(app, 'GET', API_PATHS.userWall(em.profile._id))).body).data.followers).toBe(0);
  });
});
