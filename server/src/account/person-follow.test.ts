import { describe, expect, it } from 'vitest';
import { API_PATHS, PublicProfileSchema, envelopeSchema } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { guestToken } from '../testing/commerce-probe.js';

const Wall = envelopeSchema(PublicProfileSchema);
let phoneSeq = 0;
const newPhone = () => `05${String(60_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('people following people', () => {
  const server = testServer({ seed: false });

  it('follows and unfollows a person: both walls count it, the viewer sees it, repeating changes nothing', async () => {
    const an = await signUp(server.app, { destination: newPhone(), name: 'An' });
    const binh = await signUp(server.app, { destination: newPhone(), name: 'Bình' });
    for (let time = 0; time < 2; time += 1) {
      const followed = Wall.parse((await call(server.app, 'POST', API_PATHS.userFollow(binh.profile._id), { token: an.token })).body).data;
      expect(followed).toMatchObject({ followers: 1, followed_by_viewer: true });
    }
    expect(Wall.parse((await call(server.app, 'GET', API_PATHS.userWall(an.profile._id), { token: an.token })).body).data).toMatchObject({ following: 1, followers: 0 });
    // Someone else sees the count, not An's flag.
    expect(Wall.parse((await call(server.app, 'GET', API_PATHS.userWall(binh.profile._id), { token: await guestToken(server.app) })).body).data).toMatchObject({
      followers: 1,
      followed_by_viewer: false,
    });
    const unfollowed = Wall.parse((await call(server.app, 'DELETE', API_PATHS.userFollow(binh.profile._id), { token: an.token })).body).data;
    expect(unfollowed).toMatchObject({ followers: 0, followed_by_viewer: false });
  });

  it('refuses following oneself, an unknown person, and a guest', async () => {
    const chi = await signUp(server.app, { destination: newPhone(), name: 'Chi' });
    expect(refusal(await call(server.app, 'POST', API_PATHS.userFollow(chi.profile._id), { token: chi.token }))).toEqual({ status: 400, code: 'FOLLOW.SELF' });
    expect(refusal(await call(server.app, 'POST', API_PATHS.userFollow('nobody'), { token: chi.token }))).toEqual({ status: 404, code: 'USER.NOT_FOUND' });
    expect(refusal(await call(server.app, 'POST', API_PATHS.userFollow(chi.profile._id), { token: await guestToken(server.app) }))).toEqual({
      status: 401,
      code: 'AUTH.LOGIN_REQUIRED',
    });
  });

  it('a deleted account leaves no follows behind', async () => {
    const dung = await signUp(server.app, { destination: newPhone(), name: 'Dũng' });
    const em = await signUp(server.app, { destination: newPhone(), name: 'Em' });
    await call(server.app, 'POST', API_PATHS.userFollow(em.profile._id), { token: dung.token });
    expect((await call(server.app, 'DELETE', API_PATHS.me, { token: dung.token, body: { confirm: true } })).status).toBe(200);
    expect(Wall.parse((await call(server.app, 'GET', API_PATHS.userWall(em.profile._id))).body).data.followers).toBe(0);
  });
});
