import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { API_PATHS, COMMUNITY_API_PATHS as P, PostSchema, envelopeSchema } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { guestToken } from '../testing/commerce-probe.js';

const PostEnvelope = envelopeSchema(PostSchema);
const Candidates = z.object({ data: z.array(z.object({ _id: z.string(), name: z.string() })) });
let phoneSeq = 0;
const newPhone = () => `05${String(71_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('mention candidates (issue 25.9: "@" offers the people one follows and who took part)', () => {
  const server = testServer();
  const person = (name: string) => signUp(server.app, { destination: newPhone(), name });

  it('lists the people followed, then the post’s author and commenters, never the caller; guests are asked to log in', async () => {
    const [me, friend, author, commenter, stranger] = await Promise.all(['Mai', 'Lan', 'Hoa', 'Đức', 'Khoa'].map(person));
    if (!me || !friend || !author || !commenter || !stranger) throw new Error('five people');
    await call(server.app, 'POST', API_PATHS.userFollow(friend.profile._id), { token: me.token });
    const post = PostEnvelope.parse((await call(server.app, 'POST', P.posts, { token: author.token, body: { content: 'Phối đồ đi biển' } })).body).data;
    expect((await call(server.app, 'POST', P.postComments(post._id), { token: commenter.token, body: { content: 'Đẹp quá', images: [], mentions: [] } })).status).toBe(201);
    expect((await call(server.app, 'POST', P.postComments(post._id), { token: me.token, body: { content: 'Đồng ý', images: [], mentions: [] } })).status).toBe(201);

    const onPost = Candidates.parse((await call(server.app, 'GET', `${P.mentionCandidates}?post_id=${post._id}`, { token: me.token })).body).data;
    expect(onPost.map((one) => one._id)).toEqual([friend.profile._id, commenter.profile._id, author.profile._id]);
    const alone = Candidates.parse((await call(server.app, 'GET', P.mentionCandidates, { token: me.token })).body).data;
    expect(alone.map((one) => one._id)).toEqual([friend.profile._id]);
    expect(refusal(await call(server.app, 'GET', P.mentionCandidates, { token: await guestToken(server.app) }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
  });
});
