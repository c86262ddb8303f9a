import { describe, expect, it } from 'vitest';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, PublicProfileSchema, UploadedImageSchema, UserProfileSchema, envelopeSchema } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { refusal, signUp } from '../testing/auth-probe.js';

import { PNG_8X8 as PNG } from '../testing/png-fixture.js';
let phoneSeq = 0;
const newPhone = () => `07${String(40_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('profile picture (PUT api/v1/mobile/me/avatar)', () => {
  const server = testServer({ seed: false });

  const upload = async (token: string) => {
    const form = new FormData();
    form.set('file', new File([PNG as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
    const response = await server.app.request(`/${API_PATHS.imageUpload}`, { method: 'POST', body: form, headers: { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${token}` } });
    return envelopeSchema(UploadedImageSchema).parse(await response.json()).data.url;
  };

  it('sets an uploaded image as the avatar: the profile, /me and the public wall show it; null removes it', async () => {
    const { token, profile } = await signUp(server.app, { destination: newPhone(), name: 'Vũ Thảo' });
    const url = await upload(token);
    const set = await call(server.app, 'PUT', API_PATHS.accountAvatar, { token, body: { avatar: url } });
    expect(set.status).toBe(200);
    expect(envelopeSchema(UserProfileSchema).parse(set.body).data.avatar).toBe(url);
    expect(envelopeSchema(UserProfileSchema).parse((await call(server.app, 'GET', API_PATHS.me, { token })).body).data.avatar).toBe(url);
    expect(envelopeSchema(PublicProfileSchema).parse((await call(server.app, 'GET', API_PATHS.userWall(profile._id))).body).data.avatar).toBe(url);
    const removed = await call(server.app, 'PUT', API_PATHS.accountAvatar, { token, body: { avatar: null } });
    expect(envelopeSchema(UserProfileSchema).parse(removed.body).data.avatar ?? null).toBeNull();
  });

  it("refuses an outside address and someone else's upload", async () => {
    const alice = await signUp(server.app, { destination: newPhone() });
    const bob = await signUp(server.app, { destination: newPhone() });
    const bobs = await upload(bob.token);
    for (const avatar of ['https://tracker.example/p.png', bobs, '/media/uploads/ffffffffffffffffffffffff.png', 42]) {
      expect(refusal(await call(server.app, 'PUT', API_PATHS.accountAvatar, { token: alice.token, body: { avatar } }))).toEqual({ status: 400, code: 'PROFILE.AVATAR_INVALID' });
    }
    expect(refusal(await call(server.app, 'PUT', API_PATHS.accountAvatar, { body: { avatar: null } })).status).toBe(401);
  });
});
